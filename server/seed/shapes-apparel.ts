import type { Shape } from './silhouettes';

/**
 * Garment outlines on an 800×1000 canvas, drawn by hand as SVG paths. `body` is filled in the
 * product colour; `details` are strokes and small parts in a contrasting shade of it.
 */
const path = (d: string): string => `<path d="${d}"/>`;
const line = (d: string, width = 5): string =>
  `<path d="${d}" fill="none" stroke="{detail}" stroke-width="${width}" stroke-linecap="round"/>`;
const button = (x: number, y: number): string => `<circle cx="${x}" cy="${y}" r="8" fill="{detail}"/>`;
const buttons = (x: number, ys: readonly number[]): string => ys.map((y) => button(x, y)).join('');
const stitch = (d: string): string =>
  `<path d="${d}" fill="none" stroke="#d9a441" stroke-width="4" stroke-dasharray="10 8"/>`;

/** Vertical ribbing strokes across a band, for knit hems and cuffs. */
function ribbing(x0: number, x1: number, y0: number, y1: number): string {
  const strokes: string[] = [];
  for (let x = x0 + 10; x < x1; x += 18) strokes.push(`M${x},${y0} L${x},${y1}`);
  return line(strokes.join(' '), 3);
}

export const APPAREL: Record<string, Shape> = {
  dress: {
    body: path('M340,150 L370,140 Q400,185 430,140 L460,150 L478,330 Q462,370 470,410 L610,870 Q400,915 190,870 L330,410 Q338,370 322,330 Z'),
    details: line('M328,405 Q400,425 472,405', 7) + line('M370,140 Q400,185 430,140', 4),
    focus: [400, 330],
  },
  skirt: {
    body: path('M290,230 L510,230 L522,300 L650,840 Q400,895 150,840 L278,300 Z'),
    details: line('M278,300 L522,300', 6) + line('M360,320 L320,860 M440,320 L480,860 M400,310 L400,880', 3),
    focus: [400, 330],
  },
  blouse: {
    body: path('M300,190 L370,165 Q400,200 430,165 L500,190 L610,280 L670,560 L610,585 L545,360 L555,800 Q400,830 245,800 L255,360 L190,585 L130,560 L190,280 Z'),
    details: line('M370,165 Q400,235 430,165', 6) + buttons(400, [290, 380, 470, 560, 650]) + line('M612,565 L668,545 M188,565 L132,545', 4),
    focus: [400, 300],
  },
  shirt: {
    body:
      path('M280,200 L345,170 L400,205 L455,170 L520,200 L610,260 L690,650 L625,670 L555,380 L560,840 L240,840 L245,380 L175,670 L110,650 L190,260 Z') +
      path('M345,170 L400,205 L372,252 L328,200 Z') +
      path('M455,170 L400,205 L428,252 L472,200 Z'),
    details:
      line('M345,170 L400,205 L372,252 L328,200 Z M455,170 L400,205 L428,252 L472,200 Z', 4) +
      line('M400,215 L400,840', 3) +
      buttons(400, [290, 380, 470, 560, 650, 740]) +
      line('M440,300 L505,300 L505,370 L440,370 Z', 3) +
      line('M627,640 L686,620 M173,640 L114,620', 5),
    focus: [400, 280],
  },
  tshirt: {
    body: path('M260,210 L340,180 Q400,225 460,180 L540,210 L660,320 L595,395 L545,345 L548,800 L252,800 L255,345 L205,395 L140,320 Z'),
    details: line('M340,180 Q400,238 460,180', 10) + line('M600,380 L650,330 M200,380 L150,330', 4),
    focus: [400, 300],
  },
  knit: {
    body: path('M270,200 L350,175 Q400,215 450,175 L530,200 L610,260 L680,690 L610,705 L548,380 L552,790 L248,790 L252,380 L190,705 L120,690 L190,260 Z'),
    details:
      line('M350,175 Q400,232 450,175', 12) +
      ribbing(250, 550, 745, 790) +
      line('M606,660 L676,646 M194,660 L124,646', 4) +
      line(
        'M340,260 Q325,300 340,340 Q355,380 340,420 Q325,460 340,500 Q355,540 340,580 Q325,620 340,660 Q355,700 340,740 ' +
          'M460,260 Q475,300 460,340 Q445,380 460,420 Q475,460 460,500 Q445,540 460,580 Q475,620 460,660 Q445,700 460,740',
        4,
      ),
    focus: [400, 420],
  },
  trousers: {
    body: path('M280,140 L520,140 L552,880 L430,880 L400,360 L370,880 L248,880 Z'),
    details: line('M282,185 L518,185', 5) + line('M400,190 L400,330', 4) + line('M320,220 L305,870 M480,220 L495,870', 2),
    focus: [400, 260],
  },
  jeans: {
    body: path('M280,140 L520,140 L552,880 L430,880 L400,360 L370,880 L248,880 Z'),
    details:
      line('M282,185 L518,185', 5) +
      stitch('M300,195 Q330,260 368,205 M432,205 Q470,260 500,195 M400,195 L400,330 M262,240 L250,870 M538,240 L550,870') +
      button(400, 165) +
      `<circle cx="300" cy="200" r="5" fill="#c08a3e"/><circle cx="500" cy="200" r="5" fill="#c08a3e"/>`,
    focus: [400, 250],
  },
  suit: {
    body:
      path('M265,190 L345,160 L400,250 L455,160 L535,190 L615,250 L685,700 L620,715 L560,420 L565,800 L235,800 L240,420 L180,715 L115,700 L185,250 Z') +
      `<path d="M345,160 L400,250 L455,160 Z" fill="#f4f2ee"/>` +
      `<path d="M392,180 L408,180 L416,204 L410,420 L400,440 L390,420 L384,204 Z" fill="{detail}"/>`,
    details:
      line('M345,160 L372,340 L400,250 M455,160 L428,340 L400,250', 4) +
      buttons(400, [500, 580]) +
      line('M270,560 L340,560 M460,560 L530,560 M460,320 L520,320', 4),
    focus: [400, 280],
  },
  jacket: {
    body:
      path('M270,200 L350,170 L400,195 L450,170 L530,200 L615,260 L680,660 L615,675 L555,400 L560,740 L240,740 L245,400 L185,675 L120,660 L185,260 Z') +
      path('M350,170 L400,195 L450,170 L442,136 L358,136 Z'),
    details:
      line('M350,170 L400,195 L450,170 L442,136 L358,136 Z', 4) +
      line('M400,195 L400,740', 6) +
      ribbing(242, 558, 705, 740) +
      line('M300,520 L350,600 M500,520 L450,600', 5),
    focus: [400, 260],
  },
  coat: {
    body: path('M275,180 L350,150 L400,240 L450,150 L525,180 L610,245 L680,720 L615,735 L560,420 L585,900 L215,900 L240,420 L185,735 L120,720 L190,245 Z'),
    details:
      line('M350,150 L378,330 L400,240 M450,150 L422,330 L400,240', 5) +
      line('M400,240 L400,900', 3) +
      `<rect x="236" y="505" width="328" height="26" fill="{detail}"/>` +
      buttons(370, [420, 600, 700]) +
      buttons(430, [420, 600, 700]),
    focus: [400, 300],
  },
  vest: {
    body: path('M300,170 L360,160 L400,300 L440,160 L500,170 L520,260 Q500,300 540,330 L550,760 L400,800 L250,760 L260,330 Q300,300 280,260 Z'),
    details: line('M400,300 L400,800', 3) + buttons(400, [360, 450, 540, 630, 720]) + line('M290,520 L360,510 M440,510 L510,520', 5),
    focus: [400, 380],
  },
};
