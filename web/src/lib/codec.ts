// Reading and writing frames. Action codes are big integers: an action with
// cards (discard, choose, ability) sets bit 33 + card number, so codes reach
// 2^112, far past what a JS number holds exactly (2^53). They are read as
// decimal strings and written back as bare JSON digits, never through a float.

import type { ClientMessage, ServerMessage } from './protocol';

// "code": 123 as a JSON key (not inside a string: the quote is not escaped).
const CODE_NUMBER = /(^|[^\\])"code"\s*:\s*(\d+)/g;

export function decodeServer(text: string): ServerMessage {
  return JSON.parse(text.replace(CODE_NUMBER, '$1"code":"$2"')) as ServerMessage;
}

export function encodeClient(msg: ClientMessage): string {
  if (msg.type === 'act') {
    if (!/^\d+$/.test(msg.code)) throw new Error(`bad action code ${msg.code}`);
    return `{"type":"act","code":${msg.code},"version":${Math.trunc(msg.version)}}`;
  }
  return JSON.stringify(msg);
}
