// The server's card facts for the unit tests: bang.view.card_facts of the 8-player game with
// Dodge City (every kind and character), written by the engine, never by hand, and checked
// against it by tests/server/test_card_facts_fixture.py, which also rewrites it:
//   BANG_WRITE_FIXTURE=1 .venv/bin/pytest tests/server/test_card_facts_fixture.py
import type { CardFacts } from './cards';
import facts from './card_facts.fixture.json';

export const TEST_FACTS = facts as CardFacts;
