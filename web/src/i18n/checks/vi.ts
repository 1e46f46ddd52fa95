// Vietnamese: what src/lib/languages.test.ts must know besides the dictionaries.
import type { LanguageChecks } from '../../lib/i18n';

const checks: LanguageChecks = {
  sameAsEnglish: {
    main: [
      'ui.appName', 'ui.bot', 'screen.botName',
      // the names of the Vietnamese rulebook (it keeps these), and guns' makes (docs/*_names.md)
      'cards.bang', 'cards.beer', 'cards.saloon', 'cards.wells_fargo', 'cards.cat_balou', 'cards.gatling',
      'cards.dynamite', 'cards.mustang', 'cards.volcanic', 'cards.schofield', 'cards.remington',
      'cards.rev_carabine', 'cards.winchester', 'cards.tequila', 'cards.whisky', 'cards.union_pacific',
      'cards.lemat', 'cards.poker', 'cards.big_fifty', 'cards.buntline_special', 'cards.thunderer', 'cards.squaw',
    ],
    events: [
      'boxes.dodge_city.name', 'names.peyote',
      // Wild West Show's people
      'names.darling_valentine', 'names.dorothy_rage', 'names.helena_zontero', 'names.sacagaway',
    ],
    chat: ['phrases.haha'],
  },
  nextPlayersTurn: /từ lượt của người chơi kế tiếp/,
};

export default checks;
