// English: the reference (src/lib/languages.test.ts compares the others with it).
import type { LanguageChecks } from '../../lib/i18n';

const checks: LanguageChecks = {
  sameAsEnglish: {},
  nextPlayersTurn: /from the next player’s turn on/,
};

export default checks;
