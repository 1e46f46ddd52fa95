// Spanish: what src/lib/languages.test.ts must know besides the dictionaries.
import type { LanguageChecks } from '../../lib/i18n';

const checks: LanguageChecks = {
  sameAsEnglish: {
    main: [
      'ui.hoursShort', 'ui.appName', 'ui.bots', 'ui.bot', 'screen.botName', 'screen.bots', 'roles.sheriff',
      // the Spanish edition's names, the same as the English edition's (docs/language_names.md)
      'cards.bang', 'cards.wells_fargo', 'cards.cat_balou', 'cards.gatling', 'cards.mustang',
      'cards.volcanic', 'cards.schofield', 'cards.remington', 'cards.rev_carabine', 'cards.winchester',
      'cards.springfield', 'cards.tequila', 'cards.whisky', 'cards.rag_time', 'cards.can_can', 'cards.conestoga',
      'cards.derringer', 'cards.pony_express', 'cards.union_pacific', 'cards.calumet', 'cards.lemat',
      'cards.bandidos', 'cards.tomahawk', 'cards.tornado', 'cards.big_fifty', 'cards.buntline_special',
      'cards.thunderer', 'cards.squaw',
    ],
    events: [
      // the boxes kept under their English titles, and their cards of the same name
      'boxes.dodge_city.name', 'boxes.wild_west_show.name', 'boxes.gold_rush.name', 'boxes.armed_and_dangerous.name',
      'names.peyote', 'names.vendetta', 'names.wild_west_show',
      // Wild West Show's people
      'names.darling_valentine', 'names.dorothy_rage', 'names.helena_zontero', 'names.miss_susanna',
      'names.sacagaway',
    ],
    chat: ['ui.title', 'phrases.no'],
  },
  nextPlayersTurn: /a partir del turno del jugador siguiente/,
};

export default checks;
