// Russian: what src/lib/languages.test.ts must know besides the dictionaries.
import type { LanguageChecks } from '../../lib/i18n';

const checks: LanguageChecks = {
  sameAsEnglish: {},
  // worded without agreeing a noun with the number: «Игроков: 5»
  uncounted: ['main:screen.kills', 'main:screen.seats', 'main:screen.bots', 'main:screen.handCount'],
  nextPlayersTurn: /начиная с хода следующего игрока/,
};

export default checks;
