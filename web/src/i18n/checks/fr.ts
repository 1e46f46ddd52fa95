// French: what src/lib/languages.test.ts must know besides the dictionaries.
import type { LanguageChecks } from '../../lib/i18n';

const checks: LanguageChecks = {
  sameAsEnglish: {
    main: [
      'ui.hoursShort', 'ui.appName', 'ui.bots', 'ui.bot', 'ui.options', 'screen.botName', 'screen.score', 'screen.bots',
      'screen.distance',
      // the names the French edition shares with the English one (docs/language_names.md)
      'cards.bang', 'cards.saloon', 'cards.duel', 'cards.gatling', 'cards.dynamite', 'cards.mustang', 'cards.volcanic', 'cards.schofield',
      'cards.remington', 'cards.winchester', 'cards.springfield', 'cards.tequila', 'cards.whisky',
      'cards.bible', 'cards.conestoga', 'cards.derringer', 'cards.pony_express', 'cards.sombrero',
      'cards.rhum', 'cards.union_pacific', 'cards.calumet', 'cards.lemat', 'cards.bandidos', 'cards.poker', 'cards.tomahawk',
      'cards.big_fifty', 'cards.buntline_special', 'cards.thunderer', 'cards.squaw',
    ],
    events: [
      // the boxes the French edition sells under their English titles
      'boxes.dodge_city.name', 'boxes.high_noon.name', 'boxes.wild_west_show.name', 'boxes.gold_rush.name',
      'boxes.armed_and_dangerous.name',
      'names.dead_man', 'names.lasso', 'names.ranch', 'names.ricochet', 'names.vendetta', 'names.wild_west_show',
      // Wild West Show's people
      'names.darling_valentine', 'names.dorothy_rage', 'names.helena_zontero', 'names.miss_susanna',
      'names.sacagaway',
    ],
    cardtext: ['labels.charges'],
    chat: ['ui.title', 'ui.message', 'ui.players', 'groups.accusations'],
    replay: ['pause'],
  },
  nextPlayersTurn: /à partir du tour du joueur suivant/,
};

export default checks;
