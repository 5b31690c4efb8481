// Flag images of the header languages (spec section 1: MY, TH, VI, CN, EN; JA too, so no entry
// of the switcher is left without one). From flag-icons (MIT), bundled as small SVG assets.
import cn from 'flag-icons/flags/4x3/cn.svg?url';
import gb from 'flag-icons/flags/4x3/gb.svg?url';
import jp from 'flag-icons/flags/4x3/jp.svg?url';
import mm from 'flag-icons/flags/4x3/mm.svg?url';
import th from 'flag-icons/flags/4x3/th.svg?url';
import vn from 'flag-icons/flags/4x3/vn.svg?url';

const FLAGS: Record<string, string> = { MY: mm, TH: th, VI: vn, CN: cn, EN: gb, JA: jp };

export function flagUrl(code: string): string | undefined {
  return FLAGS[code];
}
