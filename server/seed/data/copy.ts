/**
 * Sentence material for product descriptions. Placeholders: {name} (the product name),
 * {material}, {colors} (German list of colour names). Each category has its own voice so the
 * descriptions read like a merchant wrote them rather than one template repeated 170 times.
 */
export const INTROS: Record<string, readonly string[]> = {
  kleider: [
    'Das {name} aus {material} fällt locker und bleibt dabei in Form – vom Frühstück bis zum Abendessen.',
    'Mit dem {name} ist das Outfit in einer Minute fertig: ein Teil, das allein überzeugt.',
    'Das {name} hat eine schmeichelnde Taille und einen Rock, der bei jedem Schritt mitschwingt.',
  ],
  roecke: [
    'Der {name} aus {material} sitzt hoch in der Taille und macht eine schöne Silhouette.',
    'Mit dem {name} gelingt der Wechsel vom Büro in den Feierabend ohne Umziehen.',
  ],
  blusen: [
    'Die {name} aus {material} ist leicht, angenehm auf der Haut und sieht auch nach Stunden noch ordentlich aus.',
    'Die {name} trägt sich offen über einem Top ebenso gut wie eingesteckt in eine Stoffhose.',
  ],
  hemden: [
    'Das {name} aus {material} hat einen sauberen Kragen, der mit und ohne Krawatte funktioniert.',
    'Beim {name} stimmen die Details: Perlmuttknöpfe, doppelte Nähte und eine lange Rückenpartie.',
  ],
  hosen: [
    '{name} aus {material} sitzt bequem im Bund und hat einen klaren Beinverlauf.',
    '{name} ist ein Teil für jeden Tag: schlicht, gut geschnitten und leicht zu kombinieren.',
  ],
  jeans: [
    '{name} ist aus festem {material} genäht und wird mit jedem Tragen mehr zur eigenen.',
    '{name} hat Nieten aus Kupfer und eine Waschung, die nicht künstlich wirkt.',
  ],
  anzuege: [
    '{name} ist halb gefüttert und leicht tailliert, die Schulter bleibt natürlich.',
    '{name} wird aus {material} in einer kleinen Werkstatt in Norditalien gefertigt.',
  ],
  'jacken-maentel': [
    '{name} aus {material} hält Wind und Kälte ab, ohne schwer zu wirken.',
    '{name}: ein Begleiter für viele Winter, mit tiefen Taschen und einem Kragen, den man aufstellen kann.',
  ],
  strick: [
    '{name} ist aus {material} fein gestrickt, weich und kratzt nicht.',
    'Gerippte Bündchen sorgen dafür, dass {name} auch nach vielen Wäschen in Form bleibt.',
  ],
  't-shirts': [
    'Das {name} aus {material} hat einen Rundhals, der nicht ausleiert, und eine angenehme Stoffdichte.',
    'Das {name} ist ein Basic, das man in mehreren Farben im Schrank haben möchte.',
  ],
  schuhe: [
    '{name}: gepolsterte Innensohle, rutschfeste Laufsohle und ein Obermaterial aus {material}.',
    'Bei {name} ist das Fußbett mit Leder gefüttert und die Sohle angenehm flexibel.',
  ],
  accessoires: [
    '{name} aus {material}: ein Detail, das lange hält und jeden Tag benutzt wird.',
    'Mit {name} wird aus einem schlichten Outfit ein durchdachtes.',
  ],
};

export const STYLING: readonly string[] = [
  'Erhältlich in {colors}.',
  'Wir kombinieren das gern mit hellen Sneakern oder schlichten Lederschuhen.',
  'Passt zu Jeans ebenso wie zu Stoffhosen und Röcken.',
  'Fotografiert an einem Model mit 1,78 m Körpergröße in Größe M.',
  'Ein Lieblingsteil für Reisen: knittert wenig und braucht kaum Platz im Koffer.',
];

/** Fit notes: exactly one per description, so they never contradict each other. */
export const FIT: readonly string[] = [
  'Fällt normal aus – nehmen Sie Ihre gewohnte Größe.',
  'Fällt normal aus – nehmen Sie Ihre gewohnte Größe.',
  'Fällt eher klein aus – wir empfehlen eine Nummer größer.',
  'Fällt weit aus – wer es schmaler mag, wählt eine Nummer kleiner.',
];

export interface MaterialInfo {
  match: RegExp;
  text: string;
  care: string;
}

/** Checked in order: the first match names the material's text and care note. */
export const MATERIALS: readonly MaterialInfo[] = [
  { match: /Leinen/, text: 'Leinen ist atmungsaktiv, kühlt an warmen Tagen und wird mit jeder Wäsche weicher.', care: 'Maschinenwäsche bei 30 °C, liegend trocknen.' },
  { match: /Seide|Satin/, text: 'Seide glänzt dezent, wärmt im Winter und kühlt im Sommer.', care: 'Handwäsche oder chemische Reinigung.' },
  { match: /Kaschmir/, text: 'Kaschmir aus der Inneren Mongolei, verarbeitet in Schottland: leicht und sehr warm.', care: 'Handwäsche in lauwarmem Wasser, liegend trocknen.' },
  { match: /Merino|Alpaka|Lammwolle|Wolle/, text: 'Die Wolle stammt aus mulesingfreier Tierhaltung und reguliert die Temperatur auf natürliche Weise.', care: 'Wollwaschgang bei 30 °C oder Handwäsche.' },
  { match: /Schurwolle|Tweed/, text: 'Schurwolle ist knitterarm, schmutzabweisend und muss selten gewaschen werden – Auslüften genügt meist.', care: 'Chemische Reinigung.' },
  { match: /Denim/, text: 'Der Denim wird in Italien gewebt; wir waschen ihn nur so viel wie nötig, um Wasser zu sparen.', care: 'Auf links bei 30 °C waschen, nicht in den Trockner.' },
  { match: /Cord/, text: 'Breitcord aus Baumwolle: weich, warm und mit schönem Glanz.', care: 'Auf links bei 30 °C waschen.' },
  { match: /Leder/, text: 'Das Leder ist pflanzlich gegerbt und entwickelt mit der Zeit eine schöne Patina.', care: 'Mit Lederpflege behandeln, vor Nässe schützen.' },
  { match: /Bio-Baumwolle/, text: 'Die Bio-Baumwolle ist GOTS-zertifiziert und wird ohne Pestizide angebaut.', care: 'Maschinenwäsche bei 40 °C.' },
  { match: /Baumwolle|Baumwoll|Canvas/, text: 'Feste Baumwolle, die auch nach vielen Wäschen ihre Farbe behält.', care: 'Maschinenwäsche bei 40 °C, nicht bleichen.' },
  { match: /Viskose/, text: 'Viskose aus Holzzellstoff fällt fließend und fühlt sich kühl an.', care: 'Schonwaschgang bei 30 °C.' },
  { match: /Samt/, text: 'Samt mit dichtem Flor, der das Licht schön einfängt.', care: 'Chemische Reinigung empfohlen.' },
  { match: /Daune/, text: 'Die Daunen stammen aus zertifizierter Haltung (RDS) und wärmen bei wenig Gewicht.', care: 'Bei 30 °C waschen, mit Tennisbällen im Trockner trocknen.' },
  { match: /Polyester|Nylon|Tüll|Plüsch/, text: 'Das Obermaterial ist aus recycelten Fasern gefertigt und robust im Alltag.', care: 'Maschinenwäsche bei 30 °C.' },
];

export const FALLBACK_MATERIAL: MaterialInfo = {
  match: /./,
  text: 'Sorgfältig ausgewählte Materialien, verarbeitet in kleinen Serien.',
  care: 'Bitte beachten Sie das eingenähte Pflegeetikett.',
};

/** One-sentence teasers for short_description. */
export const SHORT: readonly string[] = [
  '{name} aus {material} – in {colors}.',
  'Aus {material}, sorgfältig verarbeitet und in {colors} erhältlich.',
  'Zeitlos geschnitten, aus {material} gefertigt: {name}.',
];

export const ORIGINS: readonly string[] = ['Portugal', 'Italien', 'Deutschland', 'Rumänien', 'Litauen', 'Türkei'];

export const TAGS: readonly string[] = [
  'Neu', 'Bestseller', 'Nachhaltig', 'Basics', 'Business', 'Sommer', 'Winter', 'Premium', 'Casual', 'Made in Europe',
];
