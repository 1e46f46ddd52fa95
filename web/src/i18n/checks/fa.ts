// Persian: what src/lib/languages.test.ts must know besides the dictionaries.
import type { LanguageChecks } from '../../lib/i18n';

const checks: LanguageChecks = {
  sameAsEnglish: {},
  invariableNouns: true, // a counted noun stays singular: «۳ کارت»
  nextPlayersTurn: /از نوبت نفر بعدی/,
};

export default checks;
