import type { Shape } from './silhouettes';

/** Shoes, accessories and the two non-garment products, on the same 800×1000 canvas. */
const path = (d: string): string => `<path d="${d}"/>`;
const line = (d: string, width = 5): string =>
  `<path d="${d}" fill="none" stroke="{detail}" stroke-width="${width}" stroke-linecap="round"/>`;
const SOLE = '#efebe4';
const METAL = '#c9b37e';

export const ACCESSORIES: Record<string, Shape> = {
  shoe: {
    body:
      path('M150,640 Q150,560 240,540 L390,505 Q430,470 480,478 Q520,485 560,520 Q650,560 700,610 Q725,645 705,675 L160,680 Q140,665 150,640 Z') +
      `<path d="M135,672 L715,668 Q722,705 700,722 L160,724 Q132,712 135,672 Z" fill="${SOLE}"/>`,
    details: line('M430,500 L470,540 M460,492 L500,532 M492,498 L530,540 M520,512 L552,548', 6) + line('M175,640 L690,640', 2),
    focus: [460, 560],
  },
  boot: {
    body:
      path('M255,250 L440,250 L448,560 Q480,605 575,622 Q690,642 702,700 L702,735 L240,735 Z') +
      `<path d="M228,730 L716,730 L716,778 L228,778 Z" fill="${SOLE}"/>`,
    details: line('M300,260 Q350,420 300,560 M395,260 Q345,420 395,560', 3) + line('M330,250 L330,200 L370,200 L370,250', 8),
    focus: [400, 520],
  },
  bag: {
    body:
      `<path d="M300,445 Q300,250 400,250 Q500,250 500,445" fill="none" stroke="{fill}" stroke-width="28"/>` +
      path('M220,440 L580,440 L630,830 Q630,850 610,850 L190,850 Q170,850 170,830 Z') +
      `<path d="M220,440 L580,440 L566,570 L234,570 Z" fill="{detail}"/>`,
    details: `<circle cx="400" cy="570" r="18" fill="${METAL}"/>` + line('M200,800 L600,800', 2),
    focus: [400, 560],
  },
  scarf: {
    body:
      path('M300,170 Q400,130 500,170 L520,260 Q400,300 280,260 Z') +
      path('M300,250 L380,270 L360,860 L270,850 Z') +
      path('M420,270 L500,250 L560,800 L470,820 Z'),
    details:
      line('M275,850 L270,900 M295,852 L292,905 M315,854 L314,905 M335,856 L336,905 M355,858 L358,902', 3) +
      line('M475,820 L478,870 M495,816 L500,868 M515,812 L522,864 M535,806 L544,858 M552,802 L562,852', 3) +
      line('M292,400 L372,410 M286,520 L368,530 M440,420 L510,410 M452,540 L524,530', 6),
    focus: [400, 300],
  },
  tie: {
    body: path('M370,150 L430,150 L445,210 L420,245 L470,760 L400,845 L330,760 L380,245 L355,210 Z'),
    details: line('M380,245 L420,245', 4) + line('M350,420 L450,380 M342,540 L462,490 M336,660 L466,610', 8),
    focus: [400, 300],
  },
  belt: {
    body:
      path('M90,455 L710,455 Q730,455 730,475 L730,525 Q730,545 710,545 L90,545 Z') +
      `<rect x="200" y="430" width="110" height="140" rx="14" fill="none" stroke="${METAL}" stroke-width="16"/>`,
    details:
      `<rect x="250" y="492" width="120" height="16" fill="${METAL}"/>` +
      [470, 520, 570, 620].map((x) => `<circle cx="${x}" cy="500" r="9" fill="{detail}"/>`).join('') +
      line('M90,470 L710,470 M90,530 L710,530', 2),
    focus: [300, 500],
  },
  hat: {
    body: `<ellipse cx="400" cy="585" rx="250" ry="58"/>` + path('M300,575 Q292,360 400,350 Q508,360 500,575 Z'),
    details: `<path d="M298,520 Q400,540 502,520 L504,570 Q400,590 296,570 Z" fill="{detail}"/>`,
    focus: [400, 500],
  },
  beanie: {
    body:
      `<circle cx="400" cy="262" r="58"/>` +
      path('M240,620 Q240,305 400,295 Q560,305 560,620 Z') +
      path('M220,600 L580,600 L580,725 L220,725 Z'),
    details: [250, 290, 330, 370, 410, 450, 490, 530, 565].map((x) => line(`M${x},610 L${x},715`, 4)).join(''),
    focus: [400, 600],
  },
  gloves: {
    body: path(
      'M300,800 L300,520 Q300,480 330,470 L330,300 Q330,275 355,275 Q380,275 380,300 L382,440 L385,260 Q385,235 410,235 Q435,235 435,260 ' +
        'L437,440 L440,280 Q440,255 465,255 Q490,255 490,280 L490,450 L495,330 Q495,305 518,305 Q540,305 540,330 L540,600 ' +
        'Q540,700 500,740 L500,800 Z M300,590 L232,480 Q218,452 244,438 Q268,428 286,452 L330,520 Z',
    ),
    details: `<path d="M296,760 L504,760 L504,830 L296,830 Z" fill="{detail}"/>` + line('M382,440 L384,560 M437,440 L438,560 M490,450 L490,560', 3),
    focus: [420, 500],
  },
  sunglasses: {
    body:
      `<ellipse cx="290" cy="500" rx="118" ry="92"/><ellipse cx="510" cy="500" rx="118" ry="92"/>` +
      `<path d="M395,470 Q400,440 405,470" fill="none" stroke="{fill}" stroke-width="22"/>` +
      `<path d="M172,480 L95,440 M628,480 L705,440" fill="none" stroke="{fill}" stroke-width="18" stroke-linecap="round"/>`,
    details:
      `<ellipse cx="290" cy="500" rx="96" ry="72" fill="#2b2d33" fill-opacity="0.85"/>` +
      `<ellipse cx="510" cy="500" rx="96" ry="72" fill="#2b2d33" fill-opacity="0.85"/>` +
      `<path d="M240,460 Q265,440 300,445 M460,460 Q485,440 520,445" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="8"/>`,
    focus: [400, 500],
  },
  umbrella: {
    body: path(
      'M150,480 Q400,180 650,480 Q608,455 567,480 Q525,455 483,480 Q442,455 400,480 Q358,455 317,480 Q275,455 233,480 Q192,455 150,480 Z',
    ),
    details:
      line('M400,230 L400,820 Q400,870 360,870 Q330,870 330,840', 14) +
      line('M400,240 Q330,330 317,480 M400,240 Q470,330 483,480 M400,240 Q260,300 233,480 M400,240 Q540,300 567,480', 3),
    focus: [400, 380],
  },
  socks: {
    body: path('M330,200 L470,200 L470,600 Q470,640 520,660 L620,700 Q670,725 650,780 Q630,830 570,810 L380,740 Q330,720 330,660 Z'),
    details:
      [345, 365, 385, 405, 425, 445].map((x) => line(`M${x},210 L${x},290`, 4)).join('') +
      `<path d="M330,640 Q330,720 390,742 L420,700 Q380,680 380,620 Z" fill="{detail}"/>` +
      `<path d="M600,692 Q670,720 650,780 Q640,805 610,812 L580,740 Z" fill="{detail}"/>`,
    focus: [420, 400],
  },
  voucher: {
    body: `<rect x="140" y="320" width="520" height="360" rx="28"/>`,
    details:
      `<rect x="370" y="320" width="60" height="360" fill="#fbf8f1"/><rect x="140" y="470" width="520" height="60" fill="#fbf8f1"/>` +
      `<path d="M400,500 Q320,400 300,450 Q290,510 400,500 Q480,400 500,450 Q510,510 400,500 Z" fill="#fbf8f1" stroke="{detail}" stroke-width="4"/>`,
    focus: [400, 500],
  },
  book: {
    body: `<rect x="220" y="170" width="380" height="640" rx="8"/>`,
    details:
      `<rect x="220" y="170" width="34" height="640" fill="{detail}"/>` +
      `<rect x="300" y="250" width="240" height="330" fill="none" stroke="#fbf8f1" stroke-width="6"/>` +
      `<path d="M395,300 L405,300 L418,380 L470,540 L330,540 L382,380 Z" fill="#fbf8f1"/>` +
      line('M300,640 L540,640 M300,680 L480,680', 10),
    focus: [420, 420],
  },
};
