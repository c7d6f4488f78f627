import { symbologyTests } from "../../testing/symbology-tests.js";

symbologyTests({
  decodes: [
    ["identcode", "56310243031", "563102430313", "ITF"],
    ["leitcode", "2134807501640", "21348075016401", "ITF"],
  ],
  texts: [["postnet", "555551237", "5555512372", "5555512372"]],
  refusals: [
    ["postnet", "5555512373", "the USPS digit-sum mod-10 check digit of 555551237 is 2"],
    ["planet", "012345678906", "check digit of 01234567890 is 5"],
    ["identcode", "563102430314", "the Deutsche Post 4-9 mod-10 check digit of 56310243031 is 3"],
    ["leitcode", "21348075016402", "check digit of 2134807501640 is 1"],
    ["postnet", "1234", "must be 5, 6, 9, 10, 11 or 12 digits for postnet"],
    ["usps_imb", "0123456709498765432", "must be 20, 25, 29 or 31 digits for usps_imb; got 19"],
    ["auspost", "11564391112", "must be the FCC 11, an 8-digit DPID and nothing more for auspost; got 11 digits"],
    ["auspost", "5956439111123456789", "at most 8 digits of customer information"],
    ["royalmail", "le28", "may only hold digits and capital letters for royalmail; found 'l' at position 1"],
    ["kix", "AB-1", "found '-' at position 3"],
    ["japanpost", "abc", "found 'a' at position 1"],
    ["auspost", "11A6439111", "may only hold digits for auspost; found 'A' at position 3"],
    ["usps_imb", "05234567094987654321", "second digit is 0-4 for usps_imb; got 05"],
    ["auspost", "1356439111", "must start with a format control code 11, 45, 59, 62, 87 or 92 for auspost; got 13"],
  ],
});
