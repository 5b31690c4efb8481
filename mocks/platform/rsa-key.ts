/**
 * The mock platform's own RSA key pair (1024 bits, exponent 10001). Test material only: it
 * guards nothing, it exists so that the mock platform can serve a modulus and decrypt what the
 * transport encrypts, proving the encryption end to end.
 */
export const MOCK_RSA_MODULUS =
  'b7b676a2521433951daf5d49d4c60ee5a10110ae338d7f2d3e96c09cb200b6133f98aa4602dfafd6250befc0fa34de3e1f4b7eca7c5b9049e9af480a0ae8534a5c90ecee5eaa770b7127753278264a9a85dbc618ddfff522c7d5f13027b50c8936c804924e76e575924fb42f358a6ea4386361b65095fc932e7f5c034ff7300d';
export const MOCK_RSA_PRIVATE_EXPONENT =
  '46adfe8a88c598eadfd6de2f4f9b3b940113a5d53fa44aaf9f8ae463e4dffd2cfea4bfaddbe12f87560d779a6928f9f0309e1d13ce30741cdbb942200afe433c8b9ba36fe6cba0f5ef86dfb486d4e2fe8900abdda204f223d6affa1059f9e6d9291a1f2ca1e12d78066c1c01a20f869330ff184acd5b667939a12a47a13f93c9';
