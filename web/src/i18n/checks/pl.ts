// Polish: what src/lib/languages.test.ts must know besides the dictionaries.
import type { LanguageChecks } from '../../lib/i18n';

const checks: LanguageChecks = {
  sameAsEnglish: {
    main: [
      'ui.appName', 'ui.bot', 'ui.online', 'ui.offline', 'screen.botName',
      // the names the Polish edition keeps (docs/language_names.md): guns' makes, drinks, brands
      'cards.bang', 'cards.saloon', 'cards.wells_fargo', 'cards.cat_balou', 'cards.gatling', 'cards.mustang',
      'cards.volcanic', 'cards.schofield', 'cards.remington', 'cards.rev_carabine', 'cards.winchester',
      'cards.springfield', 'cards.tequila', 'cards.whisky', 'cards.rag_time', 'cards.can_can', 'cards.conestoga',
      'cards.derringer', 'cards.pepperbox', 'cards.pony_express', 'cards.sombrero', 'cards.union_pacific',
      'cards.lemat', 'cards.bandidos', 'cards.poker', 'cards.tomahawk', 'cards.tornado',
      'cards.bandolier', 'cards.big_fifty', 'cards.buntline_special', 'cards.thunderer', 'cards.squaw',
    ],
    events: [
      // the boxes kept under their English titles, and their people
      'boxes.dodge_city.name', 'boxes.wild_west_show.name', 'names.lasso', 'names.wild_west_show',
      'names.darling_valentine', 'names.dorothy_rage', 'names.helena_zontero', 'names.miss_susanna',
      'names.sacagaway',
    ],
    chat: ['phrases.haha'],
  },
  nextPlayersTurn: /od tury następnego gracza/,
};

export default checks;
