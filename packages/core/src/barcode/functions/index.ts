// The barcode functions a library user calls: a symbology key and content in, strings or bytes out.
export {};
