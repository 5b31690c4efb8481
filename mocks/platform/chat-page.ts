/**
 * The mock platform's chat page (`/mock-chat/`), where `launchChat` leads
 * (mocks/platform/routes/chat.ts): the room's header (cover, title, host, viewers and a LIVE
 * dot), twelve messages drawn from the room id (the host and masked players), and an input with
 * Send. A small inline script adds the member's message under their nickname and the host's
 * reply 1.5 seconds later. Stateless and self-contained (inline CSS and script, nothing loaded
 * from elsewhere), so it works in the sandboxed chat frame with no network. An unknown or offline
 * room gives a "This room is closed" page.
 *
 * Query: room, ticket, nick.
 */
import { hue } from './cdn';
import { type ChatRoomCategory, chatRoom, type MockChatRoom } from './chat';
import { seededRandom } from './core/catalog';

export { MOCK_CHAT_PATH } from './chat';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TALK: Record<ChatRoomCategory, { host: string[]; players: string[] }> = {
  LOTTERY: {
    host: [
      'Good evening everyone, the draw opens soon!',
      'Yesterday the special prize ended in 27.',
      'Remember: play for fun, set a limit first.',
      'Đề hôm nay anh em chọn số nào?',
      'Ten minutes to the draw, last thoughts?',
    ],
    players: [
      'I am going with 68 tonight',
      'Lô 27 came twice this week',
      'chúc mọi người may mắn!',
      'Who else follows the bạch thủ?',
      'won a small one yesterday 🎉',
      'cầu đẹp quá',
      'is the draw at 18:15 today?',
      'thanks MC for the stats',
    ],
  },
  CASINO: {
    host: [
      'Welcome to the table, the next shoe starts now.',
      'Banker has won five in a row on table 3.',
      'Watch the big road: a long dragon is forming.',
      'Remember the tie pays 8 to 1.',
    ],
    players: [
      'following banker again',
      'player side for me this time',
      'the bead plate looks choppy',
      'nice streak!',
      'what does the small road say?',
      'cut the shoe already 😅',
      'banker banker banker',
      'skipping this hand',
    ],
  },
  SPORTS: {
    host: [
      'Line-ups are out: both sides at full strength.',
      'Kick-off in fifteen minutes, who are you backing?',
      'The handicap moved to −0.75 for the home side.',
      'Corners over 9.5 looks popular tonight.',
    ],
    players: [
      'home win for sure',
      'over 2.5 goals',
      'that keeper is in great form',
      'draw no bet is safer',
      'VAR again?!',
      'who scores first?',
      'what a save!',
      'cược tài nhé anh em',
    ],
  },
  COMMUNITY: {
    host: [
      'Welcome to the lounge, be kind to each other!',
      'Tonight’s promotion: deposit bonus until midnight.',
      'Questions about withdrawals? Ask away.',
      'Share your best win of the week!',
    ],
    players: [
      'hello from Hà Nội',
      'chào cả nhà',
      'how long do withdrawals take?',
      'got my bonus, thanks',
      'anyone playing Tài Xỉu?',
      'good luck all',
      'first time here 👋',
      'the new slots are fun',
    ],
  },
  VIP: {
    host: [
      'Welcome to the VIP lounge, your host is here all evening.',
      'Your birthday bonus is waiting in the claim hall.',
      'Ask me about higher limits any time.',
      'A private table opens at 21:00.',
    ],
    players: [
      'thanks for the quick withdrawal',
      'any news on the VIP trip?',
      'good evening MC',
      'higher table limits please',
      'great service as always',
      'see you at 21:00',
    ],
  },
};

const HOST_REPLIES = ['Thanks {nick}, good luck!', 'Welcome {nick}! Glad you joined us.', 'Great question {nick}, stay tuned.', '{nick}, noted! 👍'];

/** A player's masked name, as rooms show them: `an***88`. */
function maskedPlayer(rand: () => number): string {
  const names = ['an', 'binh', 'chi', 'dung', 'hoa', 'khanh', 'linh', 'minh', 'nam', 'phuc', 'quang', 'thao', 'tuan', 'vy'];
  return `${names[Math.floor(rand() * names.length)]}***${String(10 + Math.floor(rand() * 90))}`;
}

/** Twelve messages of a room, the same every time: about one in three from the host. */
export function roomMessages(room: MockChatRoom): { from: string; host: boolean; text: string }[] {
  const rand = seededRandom(`chat:${room.roomId}`);
  const talk = TALK[room.category];
  // Each pool shuffled, then taken in turn: no line twice before the pool runs out.
  const shuffled = (pool: readonly string[]) =>
    pool
      .map((text) => ({ text, key: rand() }))
      .sort((a, b) => a.key - b.key)
      .map((x) => x.text);
  const lines = { host: shuffled(talk.host), players: shuffled(talk.players) };
  const used = { host: 0, players: 0 };
  return Array.from({ length: 12 }, (_, i) => {
    const host = i === 0 || rand() < 0.3;
    const kind = host ? 'host' : 'players';
    const text = lines[kind][used[kind]++ % lines[kind].length]!;
    return { from: host ? room.hostName : maskedPlayer(rand), host, text };
  });
}

const STYLE = `html,body{height:100%;margin:0}
body{font-family:system-ui,sans-serif;background:#0f1220;color:#f2f4ff;display:flex;flex-direction:column}
header{position:relative;padding:16px;min-height:96px;display:flex;align-items:flex-end;gap:12px;color:#fff}
header .cover{position:absolute;inset:0;z-index:0}
header>*:not(.cover){position:relative;z-index:1}
.avatar{width:48px;height:48px;border-radius:50%;display:grid;place-items:center;font-weight:800;border:2px solid #fff8;background:#0005}
h1{font-size:1.15rem;margin:0}
.meta{margin:2px 0 0;font-size:.85rem;opacity:.9;display:flex;gap:10px;align-items:center}
.live{display:inline-flex;align-items:center;gap:6px;font-weight:800;letter-spacing:.08em;color:#ff6b6b}
.live::before{content:"";width:8px;height:8px;border-radius:50%;background:#ff4d4d;box-shadow:0 0 0 3px #ff4d4d44}
ol{list-style:none;margin:0;padding:12px 16px;flex:1;overflow-y:auto;display:flex;flex-direction:column;gap:8px}
li{max-width:85%;padding:8px 12px;border-radius:12px;background:#1d2236;line-height:1.35}
li b{display:block;font-size:.78rem;opacity:.75;margin-bottom:2px}
li.host{background:#2b2f55;border-inline-start:3px solid #ffcf4a}
li.me{align-self:flex-end;background:#1f5f45}
form{display:flex;gap:8px;padding:12px;border-top:1px solid #ffffff1a;background:#151a2c}
input{flex:1;min-width:0;padding:10px 12px;border-radius:10px;border:1px solid #ffffff33;background:#0f1220;color:inherit;font:inherit}
button{padding:10px 18px;border:0;border-radius:10px;background:#ffcf4a;color:#2a2000;font:inherit;font-weight:700;cursor:pointer}
.closed{margin:auto;text-align:center;padding:32px}`;

/** The member's message, then the host's reply 1.5 s later (no network, no storage). */
const SCRIPT = `(function(){var f=document.getElementById('send'),i=document.getElementById('text'),l=document.getElementById('messages'),b=document.body;
var nick=b.getAttribute('data-nick')||'Guest',host=b.getAttribute('data-host')||'Host',replies=JSON.parse(b.getAttribute('data-replies')||'[]'),n=0;
function add(from,text,cls){var li=document.createElement('li');if(cls)li.className=cls;var w=document.createElement('b');w.textContent=from;li.appendChild(w);li.appendChild(document.createTextNode(text));l.appendChild(li);l.scrollTop=l.scrollHeight;}
f.addEventListener('submit',function(e){e.preventDefault();var t=i.value.trim();if(!t)return;add(nick,t,'me');i.value='';var r=replies[n++%replies.length]||'';
setTimeout(function(){add(host,r.split('{nick}').join(nick),'host');},1500);});l.scrollTop=l.scrollHeight;})();`;

function page(title: string, body: string, attrs = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body${attrs}>${body}</body></html>`;
}

export function chatPage(url: URL): string {
  const room = chatRoom(url.searchParams.get('room')?.trim() ?? '');
  if (!room?.online) {
    return page(
      'This room is closed',
      '<main class="closed"><h1 id="room-closed">This room is closed</h1><p>The room does not exist or its host is offline. Choose another room.</p></main>',
    );
  }
  const nick = (url.searchParams.get('nick')?.trim() || 'Guest').slice(0, 50);
  const base = hue(room.roomId + room.title);
  const initials = room.hostName
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
  const messages = roomMessages(room)
    .map((m) => `<li${m.host ? ' class="host"' : ''}><b>${escapeHtml(m.from)}</b>${escapeHtml(m.text)}</li>`)
    .join('');
  const body = `<header><div class="cover" style="background:linear-gradient(0deg,#000a,#0000 70%),linear-gradient(135deg,hsl(${base} 70% 42%),hsl(${(base + 60) % 360} 75% 22%))"></div>
<div class="avatar" aria-hidden="true">${escapeHtml(initials)}</div>
<div><h1 id="room-title">${escapeHtml(room.title)}</h1><p class="meta"><span id="room-host">${escapeHtml(room.hostName)}</span><span class="live">LIVE</span><span id="room-viewers">${room.viewerCount.toLocaleString('en')} watching</span></p></div></header>
<ol id="messages" aria-live="polite" aria-label="Messages">${messages}</ol>
<form id="send"><input id="text" name="text" maxlength="200" autocomplete="off" aria-label="Message" placeholder="Say something as ${escapeHtml(nick)}"><button type="submit">Send</button></form>
<script>${SCRIPT}</script>`;
  const attrs = ` data-nick="${escapeHtml(nick)}" data-host="${escapeHtml(room.hostName)}" data-replies="${escapeHtml(JSON.stringify(HOST_REPLIES))}"`;
  return page(`${room.title} (mock chat)`, body, attrs);
}
