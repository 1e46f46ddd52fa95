// Italian: what src/lib/languages.test.ts must know besides the dictionaries.
import type { LanguageChecks } from '../../lib/i18n';

const checks: LanguageChecks = {
  sameAsEnglish: {
    main: [
      'ui.appName', 'ui.bot', 'ui.online', 'ui.offline', 'screen.botName', 'ui.hoursShort',
      // the Italian edition's own names, the originals the English edition kept (docs/language_names.md)
      'cards.bang', 'cards.saloon', 'cards.wells_fargo', 'cards.cat_balou', 'cards.gatling', 'cards.mustang',
      'cards.volcanic', 'cards.schofield', 'cards.remington', 'cards.rev_carabine', 'cards.winchester',
      'cards.springfield', 'cards.tequila', 'cards.whisky', 'cards.rag_time', 'cards.can_can', 'cards.conestoga',
      'cards.derringer', 'cards.howitzer', 'cards.pepperbox', 'cards.pony_express', 'cards.sombrero',
      'cards.union_pacific', 'cards.calumet', 'cards.lemat', 'cards.shotgun', 'cards.bandidos', 'cards.poker',
      'cards.tomahawk', 'cards.tornado', 'cards.big_fifty', 'cards.buntline_special', 'cards.thunderer',
      'cards.flintlock', 'cards.squaw',
    ],
    events: [
      // the boxes the Italian edition sells under these names, and its cards of the same name
      'boxes.dodge_city.name', 'boxes.wild_west_show.name', 'boxes.gold_rush.name', 'boxes.armed_and_dangerous.name',
      'names.dead_man', 'names.peyote', 'names.ranch', 'names.vendetta', 'names.wild_west_show',
      // Wild West Show's people
      'names.darling_valentine', 'names.dorothy_rage', 'names.helena_zontero', 'names.miss_susanna',
      'names.sacagaway',
    ],
    chat: ['ui.title', 'phrases.no'],
  },
  nextPlayersTurn: /dal turno del giocatore successivo in poi/,
};

export default checks;
