// German: what src/lib/languages.test.ts must know besides the dictionaries.
import type { LanguageChecks } from '../../lib/i18n';

const checks: LanguageChecks = {
  sameAsEnglish: {
    main: [
      'ui.appName', 'ui.bots', 'ui.online', 'ui.offline', 'screen.botName',
      // the roles and names the German edition shares with the English one (docs/language_names.md)
      'roles.sheriff', 'roles.outlaw',
      'cards.bang', 'cards.saloon', 'cards.wells_fargo', 'cards.cat_balou', 'cards.gatling', 'cards.mustang',
      'cards.volcanic', 'cards.schofield', 'cards.remington', 'cards.rev_carabine', 'cards.winchester',
      'cards.springfield', 'cards.tequila', 'cards.whisky', 'cards.conestoga', 'cards.derringer',
      'cards.pepperbox', 'cards.pony_express', 'cards.sombrero', 'cards.union_pacific', 'cards.rucksack',
      'cards.lemat', 'cards.bandidos', 'cards.poker', 'cards.tomahawk', 'cards.tornado', 'cards.big_fifty',
      'cards.buntline_special', 'cards.thunderer', 'cards.squaw',
    ],
    events: [
      // the boxes the German edition sells under their English titles
      'boxes.dodge_city.name', 'boxes.high_noon.name', 'boxes.fistful_of_cards.name', 'boxes.wild_west_show.name',
      'boxes.gold_rush.name', 'boxes.valley_of_shadows.name', 'boxes.armed_and_dangerous.name',
      'names.dead_man', 'names.lasso', 'names.peyote', 'names.ranch', 'names.vendetta', 'names.wild_west_show',
      // Wild West Show's people
      'names.darling_valentine', 'names.dorothy_rage', 'names.helena_zontero', 'names.lady_rose_of_texas',
      'names.miss_susanna', 'names.sacagaway',
    ],
    chat: ['ui.title', 'phrases.haha'],
    replay: ['pause'],
  },
  nextPlayersTurn: /ab dem Zug des nächsten Spielers/,
};

export default checks;
