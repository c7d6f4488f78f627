import { describeQrType } from "../../../testing/qr-type-suite.js";

const wpa = { ssid: "Net", encryption: "WPA" };

describeQrType("wifi", {
  payloads: [
    // ZXing Barcode-Contents wiki: WIFI:S:\"foo\;bar\\baz\";; for the SSID "foo;bar\baz" with its quotes
    [
      { ssid: '"foo;bar\\baz"', encryption: "WPA", password: 'p:a,s;s\\w"rd' },
      'WIFI:T:WPA;S:\\"foo\\;bar\\\\baz\\";P:p\\:a\\,s\\;s\\\\w\\"rd;;',
    ],
    [{ ssid: "Cafe", encryption: "nopass", hidden: true }, "WIFI:T:nopass;S:Cafe;H:true;;"],
    [{ ssid: "Old", encryption: "WEP", password: "0123456789" }, "WIFI:T:WEP;S:Old;P:0123456789;;"],
    [{ ssid: "Old", encryption: "WEP", password: "abc12" }, "WIFI:T:WEP;S:Old;P:abc12;;"],
    [{ ssid: "Home", encryption: "SAE", password: "a1b2c3d4e5" }, "WIFI:T:SAE;S:Home;P:a1b2c3d4e5;;"],
    [
      { ssid: "Hex", encryption: "WPA", password: "0123456789abcdef".repeat(4) },
      `WIFI:T:WPA;S:Hex;P:${"0123456789abcdef".repeat(4)};;`,
    ],
    [
      {
        ssid: "Corp",
        encryption: "WPA2-EAP",
        eap_method: "PEAP",
        phase2: "MSCHAPV2",
        identity: "jdoe",
        anonymous_identity: "anon",
        password: "s3cret",
        hidden: false,
      },
      "WIFI:T:WPA2-EAP;S:Corp;P:s3cret;E:PEAP;A:anon;I:jdoe;PH2:MSCHAPV2;;",
    ],
  ],
  parses: [
    ['WIFI:S:"CAFE";T:WPA;P:"12345678";;', { ssid: "CAFE", encryption: "WPA", password: "12345678" }],
    ["WIFI:T:WPA2;S:Home;P:pass word;H:false;", { ssid: "Home", encryption: "WPA", password: "pass word" }],
    ["WIFI:S:Open;;", { ssid: "Open", encryption: "nopass" }],
    ["WIFI:T:nopass;S:Open;P:ignored;;", { ssid: "Open", encryption: "nopass" }],
    [
      "WIFI:T:WPA2-EAP;S:Corp;P:pw;E:TTLS;H:MSCHAPV2;I:me;;",
      {
        ssid: "Corp",
        encryption: "WPA2-EAP",
        password: "pw",
        eap_method: "TTLS",
        phase2: "MSCHAPV2",
        identity: "me",
      },
    ],
  ],
  refusals: [
    [
      { ...wpa, password: "short" },
      "content.password",
      "must be 8 to 63 printable ASCII characters or 64 hex digits for encryption WPA",
    ],
    [{ ...wpa, password: "x".repeat(64) }, "content.password", "or 64 hex digits"],
    [{ ...wpa, password: "pässwört123" }, "content.password", "printable ASCII"],
    [{ ...wpa, encryption: "SAE", password: "1234567" }, "content.password", "for encryption SAE"],
    [wpa, "content.password", "is required for encryption WPA"],
    [
      { ...wpa, encryption: "WEP", password: "abcdef" },
      "content.password",
      "must be a WEP key: 5 or 13 ASCII characters, or 10 or 26 hex digits",
    ],
    [{ ...wpa, encryption: "WEP", password: "012345678g" }, "content.password", "must be a WEP key"],
    [
      { ...wpa, encryption: "nopass", password: "secret123" },
      "content.password",
      "must be absent when encryption is nopass",
    ],
    [
      { ...wpa, encryption: "WPA3", password: "secret123" },
      "content.encryption",
      "must be one of WPA, WEP, SAE, nopass, WPA2-EAP",
    ],
    [
      { ...wpa, ssid: "é".repeat(17), password: "secret123" },
      "content.ssid",
      "must be at most 32 bytes in UTF-8; got 34",
    ],
    [{ ...wpa, ssid: "" }, "content.ssid", "must not be empty"],
    [{ ...wpa, password: "secret123", identity: "me" }, "content.identity", "is only for encryption WPA2-EAP"],
    [{ ...wpa, encryption: "WPA2-EAP" }, "content.eap_method", "is required for encryption WPA2-EAP"],
    [
      { ...wpa, encryption: "WPA2-EAP", eap_method: "LEAP" },
      "content.eap_method",
      "must be one of PEAP, TTLS, TLS, PWD",
    ],
    [{ ...wpa, password: "secret123", hidden: "yes" }, "content.hidden", "must be true or false"],
  ],
});
