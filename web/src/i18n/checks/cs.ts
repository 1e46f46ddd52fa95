// Czech: what src/lib/languages.test.ts must know besides the dictionaries.
import type { LanguageChecks } from '../../lib/i18n';

const checks: LanguageChecks = {
  sameAsEnglish: {
    main: [
      'ui.hoursShort', 'ui.appName', 'ui.bot', 'ui.online', 'ui.offline', 'screen.botName',
      // the names the Czech edition keeps (docs/language_names.md): guns' makes, drinks, brands
      'cards.bang', 'cards.saloon', 'cards.wells_fargo', 'cards.cat_balou', 'cards.duel', 'cards.mustang',
      'cards.volcanic', 'cards.schofield', 'cards.remington', 'cards.rev_carabine', 'cards.winchester',
      'cards.springfield', 'cards.tequila', 'cards.whisky', 'cards.rag_time', 'cards.bible', 'cards.can_can',
      'cards.derringer', 'cards.pepperbox', 'cards.pony_express', 'cards.sombrero', 'cards.union_pacific',
      'cards.lemat', 'cards.poker', 'cards.tomahawk', 'cards.big_fifty', 'cards.buntline_special',
      'cards.thunderer', 'cards.squaw',
    ],
    events: [
      // the boxes kept under their English titles, and the people of Wild West Show
      'boxes.dodge_city.name', 'boxes.wild_west_show.name', 'names.helena_zontero', 'names.sacagaway',
    ],
    chat: ['ui.title', 'phrases.haha'],
  },
  nextPlayersTurn: /od tahu dalšího hráče/,
};

export default checks;
