// Log lines and prompts as translated segments: who did what to whom, with card
// chips ("BANG! 4♦") and counts for the cards the reader may not see.

import { kindFacts } from './cards';
import { eventName } from './events';
import {
  cardName,
  characterName,
  fmtNumber,
  MESSAGES,
  roleName,
  segments,
  sideName,
  translate,
  type CardWord,
  type Key,
  type Lang,
  type Msg,
  type Seg,
  type SegParam,
} from './i18n';
import type { CardId, LegalAction, LogEntry, Prompt, Seat, View } from './protocol';

export type NameOf = (seat: Seat) => string;

function player(seat: Seat | undefined | null, nameOf: NameOf): Seg {
  return { t: 'player', seat: seat ?? null, name: seat === undefined || seat === null ? '?' : nameOf(seat) };
}

function cardList(lang: Lang, ids: readonly CardId[]): Seg[] {
  const sep = segments(lang, 'log.listSep');
  const out: Seg[] = [];
  ids.forEach((id, i) => {
    if (i > 0) out.push(...sep);
    out.push({ t: 'card', id });
  });
  return out;
}

/** One log entry as segments, or null for entries not worth a line. */
export function logSegments(lang: Lang, e: LogEntry, nameOf: NameOf): Seg[] | null {
  const cards = e.cards ?? [];
  const seen = cards.length > 0;
  const count = e.count ?? cards.length;
  const p: Record<string, SegParam> = {
    player: player(e.player, nameOf),
    target: player(e.target, nameOf),
    cards: cardList(lang, cards),
    count,
  };
  const say = (key: Key, extra: Record<string, SegParam> = {}) => segments(lang, key, { ...p, ...extra });
  const kind = (k: string): CardWord => ({ t: 'name', kind: k }); // (said in the case its placeholder asks)
  const detail = e.detail ?? '';

  switch (e.type) {
    case 'game_started':
      return say('log.game_started');
    case 'turn_started':
      return say('log.turn_started');
    case 'drew':
      if (!seen) return say('log.drew');
      return say(detail === 'shown' ? 'log.drewShown' : 'log.drewCards');
    case 'drew_from_discard':
      return say('log.drew_from_discard');
    case 'stole':
      return say(seen ? 'log.stole' : 'log.stoleHidden');
    case 'took':
      return say(detail === 'pat_brennan' ? 'log.tookPat' : 'log.took');
    case 'used': {
      // a green card in play: a Missed! one answered someone's shot, the others are aimed or not
      const answer = cards.length > 0 && kindFacts(cards[0].split('/')[0])?.missed === true;
      if (e.target === undefined || e.target === null) return say('log.used');
      return say(answer ? 'log.usedAnswer' : 'log.usedAt');
    }
    case 'played': {
      if (detail === 'dying') return say('log.playedDying');
      if (detail === 'saved') return say('log.playedSaved'); // Saved!: the target loses a life point less
      if (detail === 'paid' && cards.length >= 2) {
        // "discard another card": the card played, then the card it was paid with
        const paid = { card: [{ t: 'card' as const, id: cards[0] }], paid: cardList(lang, cards.slice(1)) };
        return say(e.target !== undefined && e.target !== null ? 'log.playedPaidAt' : 'log.playedPaid', paid);
      }
      if (detail === 'sold') return say('gold.sold'); // Gold Rush: a Beer sold for a nugget
      const as = detail.startsWith('as ') ? kind(detail.slice(3)) : null;
      const at = e.target !== undefined && e.target !== null;
      if (as) return say(at ? 'log.playedAsAt' : 'log.playedAs', { as });
      if (at && cards[0] === 'shot') return say('gold.playedFor'); // Gold Rush's Shot heals its target
      return say(at ? 'log.playedAt' : 'log.played');
    }
    case 'equipped':
      if (detail === 'bomb') return say('log.bombPassed', { bomb: kind('bomb') });
      return say(e.target !== undefined && e.target !== e.player ? 'log.equippedOn' : 'log.equipped');
    case 'answered': {
      const as = detail.startsWith('as ') ? kind(detail.slice(3)) : null;
      return as ? say('log.answeredAs', { as }) : say('log.answered');
    }
    case 'discarded':
      if (detail === 'replaced') return say('log.discardedReplaced');
      if (detail === 'cat_balou') return say('log.discardedCatBalou');
      if (detail === 'eliminated') return say('log.discardedEliminated');
      if (detail === 'no_charges') return say('log.discardedSpent'); // an orange card's last charge spent
      if (detail === 'gold') return say('gold.discardedPaid'); // Gold Rush: `target` paid for it
      if (detail && seen && isEvent(detail)) return say('log.discardedEvent', { event: eventName(lang, detail) });
      return say(seen ? 'log.discarded' : 'log.discardedHidden');
    case 'draw_check': {
      // "barrel lucky", "chosen jail unlucky"...: what it was for and what it gave
      const told = drawDetail(detail);
      const chosen = detail.startsWith('chosen');
      if (!told) return say(chosen ? 'log.drawCheckChosen' : 'log.draw_check');
      return say(chosen ? 'log.drawCheckChosenFor' : 'log.drawCheckFor', {
        purpose: kind(told.purpose),
        result: translate(lang, told.lucky ? 'screen.lucky' : 'screen.unlucky'),
      });
    }
    case 'shot_missed':
      return say('log.shot_missed');
    case 'damaged':
      return say('log.damaged', { count: e.amount ?? 1 });
    case 'healed':
      return say('log.healed', { count: e.amount ?? 1 });
    case 'eliminated': {
      const role = detail ? roleName(lang, detail) : '?';
      const by = e.target !== undefined && e.target !== null && e.target !== e.player;
      return say(by ? 'log.eliminatedBy' : 'log.eliminated', { role });
    }
    case 'dynamite_exploded':
      if (detail === 'bomb') return say('log.bombExploded', { bomb: kind('bomb') });
      return say('log.dynamite_exploded', { dynamite: kind('dynamite') });
    case 'dynamite_passed':
      return say('log.dynamite_passed', { dynamite: kind('dynamite') });
    case 'jail_escaped':
      return say('log.jail_escaped', { jail: kind('jail') });
    case 'jail_stayed':
      return say('log.jail_stayed', { jail: kind('jail') });
    case 'revealed':
      if (detail === 'general_store') return say('log.revealedStore', { store: kind('general_store') });
      if (detail === 'draw!') return say('log.revealedFlip');
      return say(seen ? 'log.revealedKit' : 'log.revealedKitHidden');
    case 'picked':
      if (detail === 'vulture_sam') return say(seen ? 'log.pickedVulture' : 'log.pickedVultureHidden');
      return say(seen ? 'log.picked' : 'log.pickedHidden');
    case 'put_back':
      return say(seen ? 'log.put_back' : 'log.putBackHidden');
    case 'reshuffled':
      return say('log.reshuffled');
    case 'ability':
      if (detail.startsWith('gold ') || detail.startsWith('paid ') || detail in GOLD_ABILITIES) {
        return goldLine(lang, e, say);
      }
      if (detail === 'chuck_wengam') return say('log.abilityChuck');
      if (detail === 'doc_holyday') return say('log.abilityDoc');
      if (detail === 'jose_delgado') return say('log.abilityJose');
      if (detail.startsWith('vera_custer:')) {
        return say('log.abilityVera', { character: characterName(lang, detail.slice('vera_custer:'.length)) });
      }
      return abilityLine(detail, e.amount ?? 0, say) ?? say('log.ability');
    case 'penalty':
      return say('log.penalty');
    case 'reward':
      return say('log.reward');
    case 'passed':
      if (detail === 'bandidos') return say('log.passedBandidos'); // a life point rather than 2 cards
      return say(detail === 'dying' ? 'log.passedDying' : 'log.passed');
    case 'phase':
      return detail === 'discard' ? say('log.phaseDiscard') : null;
    case 'game_over':
      return say('log.game_over', { side: detail ? sideName(lang, detail) : '?' });
    case 'event_revealed':
      return say('log.eventRevealed', { event: eventName(lang, detail) });
    case 'event_effect': {
      const event = eventName(lang, detail);
      if (detail === 'the_doctor') return say('log.eventDoctor', { event });
      if (detail === 'high_noon') return say('log.eventHighNoon', { event });
      return say('log.eventEffect', { event });
    }
    case 'returned':
      if (detail === 'ghost') return say('log.returnedGhost');
      return say('log.returned', { count: e.amount ?? 0 });
    case 'bot_took_over': // the page's own lines (TableStore.noteTakeovers)
      return say('log.botTookOver');
    case 'bot_handed_back':
      return say('log.botHandedBack');
    default:
      return [{ t: 'text', text: String(e.type) }];
  }
}

/** The line of an ability of The Valley of Shadows or Armed & Dangerous (its `detail`), or a
 * charge put somewhere ("charge:character", "charge:bomb/7D"; `amount` charges); null for
 * one that says it otherwise (Lemonade Jim's card for a life point: the plain ability line). */
function abilityLine(detail: string, amount: number, say: (key: Key, extra?: Record<string, SegParam>) => Seg[]): Seg[] | null {
  if (detail.startsWith('charge:')) {
    const place = detail.slice('charge:'.length);
    if (place === 'character') return say('log.chargedCharacter', { count: amount });
    return say('log.charged', { count: amount, card: [{ t: 'card', id: place }] });
  }
  switch (detail) {
    case 'black_flower': // a club card for a shot, as Doc Holyday's two cards
      return say('log.abilityDoc');
    case 'henry_block':
      return say('log.abilityHenry');
    case 'evelyn_shebang':
      return say('log.abilityEvelyn');
    case 'bass_greeves':
      return say('log.abilityBass');
    case 'frankie_canton':
      return say('log.abilityFrankie');
    case 'mexicali_kid':
      return say('log.abilityMexicali');
    case 'red_ringo':
      return say('log.abilityRingo', { count: amount });
    case 'al_preacher':
      return say('log.abilityPreacher');
    default:
      return null;
  }
}

/** Gold Rush's abilities whose log entries have words of their own (the others' nuggets are
 * `gold <why>` and `paid <why>` entries). */
const GOLD_ABILITIES: Record<string, true> = { jacky_murieta: true, josh_mccloud: true };

/** Gold Rush's nuggets in the log (bang.rulesets.gold_rush.shop: earn, pay): taken (`gold
 * <why>`: a wound dealt, a Beer sold, a card's or a character's), paid (`paid buy <card>`: a
 * purchase, `paid discard <card>`: another's card discarded, told by the `discarded` entry
 * after it; `paid <why>` else), Jacky Murieta's shot and Josh McCloud's card. */
function goldLine(lang: Lang, e: LogEntry, say: (key: Key, extra?: Record<string, SegParam>) => Seg[]): Seg[] | null {
  const detail = e.detail ?? '';
  const count = e.amount ?? 1;
  const why = (key: string) => (isCharacter(lang, key) ? characterName(lang, key) : cardName(lang, key));
  if (detail === 'jacky_murieta') return say('gold.shotAt', { why: characterName(lang, detail) });
  if (detail === 'josh_mccloud') return say('gold.joshTook');
  if (detail.startsWith('gold ')) {
    const source = detail.slice('gold '.length);
    if (source === 'beer') return null; // the sale's own line says it
    if (source === 'wound') return say('gold.earnedWound', { count });
    return say('gold.earned', { count, why: why(source) });
  }
  const paid = detail.slice('paid '.length);
  if (paid.startsWith('buy ')) return say('gold.bought', { count, card: { t: 'card', id: paid.slice('buy '.length) } });
  if (paid.startsWith('discard ')) return null; // the discard's own line says who paid
  return say('gold.paid', { count, why: why(paid) });
}

function isCharacter(lang: Lang, key: string): boolean {
  return characterName(lang, key) !== key || characterName('en', key) !== key;
}

/** Whether a log entry's `detail` names an event card (of the table's facts, or of any box
 * the page has words for). */
function isEvent(detail: string): boolean {
  return eventName('en', detail) !== detail;
}

/** What the pending player is asked and why: addressed to them, or about them (`legal`:
 * what they may answer, when it is this reader). */
export function promptSegments(lang: Lang, view: View, nameOf: NameOf, legal: readonly LegalAction[] = []): Seg[] {
  const pending = view.pending;
  const pr = view.prompt;
  if (!pending || !pr) return [];
  const mine = view.seat !== null && pending.player === view.seat;
  const kind = (k: string): CardWord => ({ t: 'name', kind: k }); // (said in the case its placeholder asks)
  const base: Record<string, SegParam> = {
    player: player(pending.player, nameOf),
    bang: kind('bang'),
    missed: kind('missed'),
    beer: kind('beer'),
    gatling: kind('gatling'),
    indians: kind('indians'),
    store: kind('general_store'),
    brawl: kind('brawl'),
  };
  const say = (key: Key, extra: Record<string, SegParam> = {}) => segments(lang, key, { ...base, ...extra });
  const from = (s: Seat | null | undefined) => player(s, nameOf);
  const inForce = view.in_force?.event;
  const event = inForce ? eventName(lang, inForce) : '';

  switch (pr.reason) {
    case 'bang':
      if (pr.from === null) {
        // a shot nobody fired: the server names the event that fired it (A Fistful of Cards)
        const by = pr.event ? eventName(lang, pr.event) : '★';
        return say(mine ? 'prompt.bangEvent' : 'prompt.waitBangEvent', { event: by });
      }
      if (!mine) return say('prompt.waitBang', { from: from(pr.from) });
      return say(pr.missed_needed > 1 ? 'prompt.bangMany' : 'prompt.bang', {
        from: from(pr.from),
        count: pr.missed_needed,
      });
    case 'gatling':
      if (!mine) return say('prompt.waitGatling', { from: from(pr.from) });
      return say(pr.missed_needed > 1 ? 'prompt.bangMany' : 'prompt.gatling', {
        from: from(pr.from),
        count: pr.missed_needed,
        bang: kind('gatling'),
      });
    case 'duel':
      return say(mine ? 'prompt.duel' : 'prompt.waitDuel', { from: from(pr.from) });
    case 'indians':
      return say(mine ? 'prompt.indians' : 'prompt.waitIndians', { from: from(pr.from) });
    case 'dying':
      if (mine && !legal.some((a) => a.do === 'play') && legal.some((a) => a.do === 'use')) {
        return say('gold.dyingRucksack', { rucksack: kind('rucksack') }); // Gold Rush: the Rucksack's nuggets
      }
      if (mine && !legal.some((a) => a.do === 'play')) return say('prompt.dyingNoBeer'); // asked, with only "Give up"
      return say(mine ? 'prompt.dying' : 'prompt.waitDying', { count: Math.max(1, pr.lives_needed) });
    case 'lucky_duke': {
      const purpose =
        pr.for === 'colorado_bill'
          ? characterName(lang, pr.for)
          : pr.for === 'dynamite' || pr.for === 'jail' || pr.for === 'barrel' || pr.for === 'rattlesnake' || pr.for === 'bomb'
            ? kind(pr.for)
            : segments(lang, 'prompt.drawPurpose');
      return say(mine ? 'prompt.luckyDuke' : 'prompt.waitLucky', { purpose });
    }
    case 'general_store':
      return say(mine ? 'prompt.generalStore' : 'prompt.waitStore', { from: from(pr.from) });
    case 'jesse_jones':
      return say(mine ? 'prompt.jesseJones' : 'prompt.waitDraw');
    case 'pedro_ramirez':
      return say(mine ? 'prompt.pedroRamirez' : 'prompt.waitDraw');
    case 'pat_brennan':
      return say(mine ? 'prompt.patBrennan' : 'prompt.waitDraw');
    case 'brawl':
      return say(mine ? 'prompt.brawl' : 'prompt.waitBrawl', { target: from(pr.target) });
    case 'vera_custer':
      return say(mine ? 'prompt.veraCuster' : 'prompt.waitVera');
    case 'vulture_sam':
      return say(mine ? 'prompt.vultureSam' : 'prompt.waitVulture', { target: from(pr.target) });
    case 'kit_carlson':
      return say(mine ? 'prompt.kitCarlson' : 'prompt.waitKit');
    case 'discard':
      return say(mine ? 'prompt.discard' : 'prompt.waitDiscard', { count: pr.count });
    case 'character':
      return say(mine ? 'prompt.character' : 'prompt.waitCharacter');
    case 'play':
      return say(mine ? 'prompt.play' : 'prompt.waitPlay');
    case 'evelyn_shebang':
      return say(mine ? 'prompt.evelynShebang' : 'prompt.waitDraw');
    // The Valley of Shadows
    case 'escape': {
      const card = pr.card ? kind(pr.card) : '?';
      return say(mine ? 'prompt.escape' : 'prompt.waitEscape', { from: from(pr.from), card });
    }
    case 'bandidos':
      return say(mine ? 'prompt.bandidos' : 'prompt.waitBandidos', { from: from(pr.from), bandidos: kind('bandidos') });
    case 'poker': {
      const poker = kind('poker');
      if (pr.target === null) return say(mine ? 'prompt.pokerPick' : 'prompt.waitPokerPick', { poker });
      return say(mine ? 'prompt.poker' : 'prompt.waitPoker', { from: from(pr.from), poker });
    }
    case 'tornado':
      return say(mine ? 'prompt.tornado' : 'prompt.waitTornado', { tornado: kind('tornado') });
    case 'saved':
      return say(mine ? 'prompt.saved' : 'prompt.waitSaved', { target: from(pr.target), saved: kind('saved') });
    case 'lemonade_jim':
      return say(mine ? 'prompt.lemonadeJim' : 'prompt.waitLemonadeJim');
    case 'shotgun':
      return say(mine ? 'prompt.shotgun' : 'prompt.waitShotgun', { shotgun: kind('shotgun') });
    // Armed & Dangerous
    case 'bomb':
      return say(mine ? 'prompt.bomb' : 'prompt.waitBomb', { bomb: kind('bomb') });
    case 'charge':
      return say(mine ? 'prompt.charge' : 'prompt.waitCharge', { count: pr.left });
    case 'al_preacher':
      return say(mine ? 'prompt.alPreacher' : 'prompt.waitAlPreacher');
    // Gold Rush's characters
    case 'josh_mccloud':
      return say(mine ? 'gold.joshMcCloud' : 'gold.waitJosh', { card: { t: 'card', id: pr.card } });
    case 'dutch_will':
      return say(mine ? 'gold.dutchWill' : 'gold.waitDutch');
    // the event cards' decisions
    case 'the_daltons':
      return say(mine ? 'prompt.daltons' : 'prompt.waitDaltons', { event: eventName(lang, 'the_daltons') });
    case 'hard_liquor':
      return say(mine ? 'prompt.hardLiquor' : 'prompt.waitDraw', { event: eventName(lang, 'hard_liquor') });
    case 'peyote':
      return say(mine ? 'prompt.peyote' : 'prompt.waitPeyote', { event: eventName(lang, 'peyote') });
    case 'blood_brothers':
      return say(mine ? 'prompt.bloodBrothers' : 'prompt.waitBloodBrothers', { event: eventName(lang, 'blood_brothers') });
    case 'ranch':
      return say(mine ? 'prompt.ranch' : 'prompt.waitRanch', { event: eventName(lang, 'ranch') });
    case 'russian_roulette':
      return say(mine ? 'prompt.roulette' : 'prompt.waitRoulette', { event: eventName(lang, 'russian_roulette') });
    case 'ricochet':
      return say(mine ? 'prompt.ricochet' : 'prompt.waitRicochet', { event: eventName(lang, 'ricochet') });
    default:
      // a decision this page has no words for (an expansion newer than it): the event's name
      if (inForce && pending.kind !== 'play') return say(mine ? 'prompt.eventDecision' : 'prompt.waitEvent', { event });
      return say('prompt.waitPlay');
  }
}

/** The label of the "pass" button for this prompt. */
export function passKey(prompt: Prompt | null): Key {
  switch (prompt?.reason) {
    case 'duel':
    case 'indians':
      return 'ui.passLife';
    case 'dying':
      return 'ui.passDie';
    case 'russian_roulette':
      return 'ui.passRoulette';
    case 'ricochet':
      return 'ui.passRicochet';
    case 'blood_brothers':
    case 'hard_liquor':
    case 'peyote':
      return 'ui.eventDecline';
    case 'ranch':
      return 'ui.keepHand';
    case 'escape': // a brown card aimed at the player alone, not cancelled
      return 'ui.passEscape';
    case 'bandidos': // a life point rather than 2 cards
      return 'ui.passLife';
    case 'saved':
    case 'lemonade_jim':
    case 'al_preacher':
      return 'ui.eventDecline';
    default:
      return 'ui.passHit';
  }
}

// --- Digits, bot names, "draw!" results ------------------------------------------

/** A number in the reader's digits: Persian digits in Persian, Latin elsewhere. */
export function num(lang: Lang, n: number): string {
  return fmtNumber(lang, n);
}

/** A whole number typed in any of the page's digits (Persian ۰-۹, Arabic ٠-٩ or Latin), or
 * null when nothing is typed. */
export function readDigits(text: string): number | null {
  const latin = text
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\D/g, '');
  return latin ? Number(latin) : null;
}

/** Whole seconds left until `deadlineAt` (ms) at `now` (ms), never below 0. */
export function secondsLeft(deadlineAt: number, now: number): number {
  return Math.max(0, Math.ceil((deadlineAt - now) / 1000));
}

/** A clock's "1:05", in the reader's digits. */
export function clockText(lang: Lang, seconds: number): string {
  const two = (n: number) => `${num(lang, Math.floor(n / 10))}${num(lang, n % 10)}`;
  const s = seconds % 60;
  if (seconds < 3600) return `${num(lang, Math.floor(seconds / 60))}:${two(s)}`;
  // a turn-based table's hours (up to 72): "23:59:59"
  return `${num(lang, Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(s)}`;
}

/** What stands between a label and its number ("Deck · 80"). Not "·" in Persian: beside
 * Persian digits it reads as a zero ("۸۰ · دسته" as 800), so a colon there. */
export function labelSep(lang: Lang): string {
  return lang === 'fa' ? ': ' : ' · ';
}

/** What stands between two items of a short list ("2 damage dealt · 1 elimination"): in
 * Persian its comma, which no digit looks like. */
export function listSep(lang: Lang): string {
  return lang === 'fa' ? '، ' : ' · ';
}

/** "Bot Doc" in the reader's language ("ربات داک"); any other name unchanged. */
export function botName(lang: Lang, name: string, isBot: boolean): string {
  const m = isBot ? /^Bot (\w+)$/.exec(name) : null;
  if (!m) return name;
  const names = MESSAGES[lang].botNames as Record<string, Msg | undefined>;
  const local = names[m[1]];
  return translate(lang, 'screen.botName', { name: typeof local === 'string' ? local : m[1] });
}

export type DrawPurpose = 'barrel' | 'jail' | 'dynamite';

export interface DrawStory {
  player: Seat;
  card: CardId;
  purpose: DrawPurpose | null;
  lucky: boolean | null;
}

const PURPOSES: readonly string[] = ['barrel', 'jail', 'dynamite'];

/** A "draw!" entry's `detail` ("barrel lucky", "chosen dynamite unlucky"), read; null
 * for one that does not say (a server before it told). */
export function drawDetail(detail: string): { purpose: DrawPurpose; lucky: boolean } | null {
  const words = detail.split(' ').filter((w) => w !== 'chosen');
  if (words.length !== 2 || !PURPOSES.includes(words[0]) || !['lucky', 'unlucky'].includes(words[1])) return null;
  return { purpose: words[0] as DrawPurpose, lucky: words[1] === 'lucky' };
}

/** What the "draw!" at log[index] was for and whether it went well, as its `detail` says
 * (the server's); purpose and luck null where it does not (an event's own "draw!"): never
 * guessed from the entries after it. */
export function drawStory(log: readonly LogEntry[], index: number): DrawStory | null {
  const e = log[index];
  if (!e || e.type !== 'draw_check' || !e.cards?.length || e.player === undefined) return null;
  const story: DrawStory = { player: e.player, card: e.cards[e.cards.length - 1], purpose: null, lucky: null };
  const told = drawDetail(e.detail ?? '');
  return told ? { ...story, ...told } : story;
}

/** "Barrel: 7♠, no luck" as segments; null while the outcome is unknown. */
export function drawStorySegments(lang: Lang, story: DrawStory): Seg[] | null {
  if (story.purpose === null || story.lucky === null) return null;
  return segments(lang, 'screen.drawResult', {
    purpose: cardName(lang, story.purpose),
    card: { t: 'card', id: story.card },
    result: translate(lang, story.lucky ? 'screen.lucky' : 'screen.unlucky'),
  });
}
