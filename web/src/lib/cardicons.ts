// Which picture of the CardIcon component a kind of card is drawn with: its own, or, for the
// kinds drawn with another kind's picture where it fits (The Valley of Shadows, Armed &
// Dangerous), that kind's: a revolver, a rifle, a crosshair, a dodge, a keg, a wagon, a fuse...
// Those without either are drawn as a plain circle.

export const DRAWN_LIKE: Readonly<Record<string, string>> = {
  lemat: 'schofield',
  buntline_special: 'remington',
  thunderer: 'remington',
  shotgun: 'winchester',
  double_barrel: 'winchester',
  big_fifty: 'buffalo_rifle',
  flintlock: 'derringer',
  tomahawk: 'knife',
  arrow: 'indians',
  fanning: 'bang',
  quick_shot: 'bang',
  aim: 'scope',
  backfire: 'missed',
  duck: 'missed',
  escape: 'dodge',
  beer_keg: 'barrel',
  last_call: 'whisky',
  a_little_nip: 'whisky',
  caravan: 'conestoga',
  bomb: 'dynamite',
  squaw: 'cat_balou',
};

/** The kind whose picture draws `kind`. */
export function iconKind(kind: string): string {
  return DRAWN_LIKE[kind] ?? kind;
}
