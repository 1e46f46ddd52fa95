// Portuguese (Brazil): what src/lib/languages.test.ts must know besides the dictionaries.
import type { LanguageChecks } from '../../lib/i18n';

const checks: LanguageChecks = {
  sameAsEnglish: {
    main: [
      'ui.hoursShort', 'ui.appName', 'ui.bots', 'ui.bot', 'screen.botName', 'screen.bots',
      // the names the Brazilian edition shares with the English one (docs/language_names.md)
      'cards.bang', 'cards.saloon', 'cards.wells_fargo', 'cards.cat_balou', 'cards.gatling', 'cards.mustang',
      'cards.volcanic', 'cards.schofield', 'cards.remington', 'cards.rev_carabine', 'cards.winchester',
      'cards.springfield', 'cards.tequila', 'cards.rag_time', 'cards.conestoga', 'cards.derringer',
      'cards.pony_express', 'cards.sombrero', 'cards.union_pacific', 'cards.calumet', 'cards.lemat',
      'cards.bandidos', 'cards.tomahawk', 'cards.tornado', 'cards.big_fifty', 'cards.buntline_special',
      'cards.thunderer', 'cards.squaw',
    ],
    events: [
      // the boxes kept under their English titles, and their cards of the same name
      'boxes.dodge_city.name', 'boxes.wild_west_show.name', 'boxes.gold_rush.name', 'boxes.armed_and_dangerous.name',
      'names.wild_west_show',
      // Wild West Show's people
      'names.darling_valentine', 'names.dorothy_rage', 'names.helena_zontero', 'names.miss_susanna',
      'names.sacagaway',
    ],
    chat: ['ui.title'],
  },
  nextPlayersTurn: /a partir da vez do próximo jogador/,
};

export default checks;
