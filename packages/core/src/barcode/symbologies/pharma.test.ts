import { symbologyTests } from "../../testing/symbology-tests.js";

symbologyTests({
  decodes: [
    ["code32", "01234567", "A012345676", "Code32"],
    ["pzn", "2758089", "-27580899", "PZN"],
  ],
  texts: [
    ["code32", "012345676", "A012345676", "A012345676"],
    ["pzn", "2758089", "-27580899", "PZN - 27580899"],
  ],
  refusals: [
    ["code32", "012345677", "the Code 32 mod-10 check digit of 01234567 is 6"],
    ["pzn", "27580898", "the PZN mod-11 check digit of 2758089 is 9"],
    ["pzn", "1100001", "has no valid PZN mod-11 check digit for 1100001"],
    ["pharmacode", "2", "must be a whole number from 3 to 131070, without leading zeros, for pharmacode; got 2"],
    ["pharmacode", "131071", "from 3 to 131070"],
    ["pharmacode", "0117", "without leading zeros"],
    ["pharmacode2", "3", "from 4 to 64570080"],
  ],
});
