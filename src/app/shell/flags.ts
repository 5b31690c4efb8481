// Flag images of the header languages (spec section 1: MY, TH, VI, CN, EN; JA too, so no entry
// of the switcher is left without one). From flag-icons (MIT), bundled as small SVG assets.
import cn from 'flag-icons/flags/4x3/cn.svg?url&no-inline';
import gb from 'flag-icons/flags/4x3/gb.svg?url&no-inline';
import jp from 'flag-icons/flags/4x3/jp.svg?url&no-inline';
import mm from 'flag-icons/flags/4x3/mm.svg?url&no-inline';
import th from 'flag-icons/flags/4x3/th.svg?url&no-inline';
import vn from 'flag-icons/flags/4x3/vn.svg?url&no-inline';

const FLAGS: Record<string, string> = { MY: mm, TH: th, VI: vn, CN: cn, EN: gb, JA: jp };

export function flagUrl(code: string): string | undefined {
  return FLAGS[code];
}
