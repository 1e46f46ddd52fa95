// Turkish: what src/lib/languages.test.ts must know besides the dictionaries.
import type { LanguageChecks } from '../../lib/i18n';

const checks: LanguageChecks = {
  sameAsEnglish: {
    main: [
      'ui.appName', 'ui.bot', 'screen.botName',
      // the Turkish edition's names, and guns' makes (docs/*_names.md)
      'cards.bang', 'cards.wells_fargo', 'cards.cat_balou', 'cards.mustang', 'cards.volcanic', 'cards.schofield',
      'cards.remington', 'cards.rev_carabine', 'cards.winchester', 'cards.springfield', 'cards.derringer',
      'cards.pepperbox', 'cards.pony_express', 'cards.sombrero', 'cards.union_pacific', 'cards.lemat',
      'cards.bandidos', 'cards.poker', 'cards.big_fifty', 'cards.buntline_special', 'cards.thunderer', 'cards.squaw',
    ],
    events: [
      'boxes.dodge_city.name', 'names.peyote',
      // Wild West Show's people
      'names.darling_valentine', 'names.dorothy_rage', 'names.helena_zontero', 'names.miss_susanna',
      'names.sacagaway',
    ],
    chat: ['phrases.haha'],
  },
  invariableNouns: true, // a counted noun stays singular: "3 kart"
  nextPlayersTurn: /sıradaki oyuncunun turundan itibaren/,
};

export default checks;
