import { fuzzEveryOperation } from '../test-support/openapi-fuzz.ts';

fuzzEveryOperation('member');
