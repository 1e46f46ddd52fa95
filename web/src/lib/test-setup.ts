// Every unit test sees the card facts a Dodge City table's `welcome` brings.
import { setCardFacts } from './cards';
import { TEST_FACTS } from './testfacts';

setCardFacts(TEST_FACTS);
