import sharp from 'sharp';

/** The kinds of dish the generated demo pictures draw (no text: fonts differ between machines). */
export type DishShape = 'plate' | 'bowl' | 'glass' | 'cup' | 'snack';

export interface DishLook {
  shape: DishShape;
  /** Main food colour, then an accent colour. */
  food: string;
  accent: string;
  background: string;
}

function dish(look: DishLook): string {
  const { food, accent } = look;
  switch (look.shape) {
    case 'plate':
      return `<ellipse cx="400" cy="470" rx="300" ry="210" fill="#f8f5ef" stroke="#e2dccf" stroke-width="10"/>
        <ellipse cx="400" cy="450" rx="190" ry="120" fill="${food}"/>
        <circle cx="330" cy="420" r="38" fill="${accent}"/><circle cx="470" cy="470" r="30" fill="${accent}"/>
        <circle cx="420" cy="400" r="22" fill="#fff3c4"/>`;
    case 'bowl':
      return `<path d="M130 400 Q400 780 670 400 Z" fill="#f8f5ef" stroke="#e2dccf" stroke-width="10"/>
        <ellipse cx="400" cy="400" rx="270" ry="80" fill="${food}"/>
        <circle cx="330" cy="390" r="34" fill="${accent}"/><circle cx="470" cy="395" r="28" fill="#fff3c4"/>
        <rect x="420" y="300" width="18" height="140" rx="9" fill="#8d6e63" transform="rotate(25 430 370)"/>`;
    case 'glass':
      return `<path d="M270 190 L530 190 L495 640 L305 640 Z" fill="#ffffff" fill-opacity="0.55" stroke="#ffffff" stroke-width="10"/>
        <path d="M283 300 L517 300 L495 630 L305 630 Z" fill="${food}"/>
        <rect x="330" y="340" width="55" height="55" rx="10" fill="#ffffff" fill-opacity="0.6"/>
        <rect x="410" y="390" width="50" height="50" rx="10" fill="#ffffff" fill-opacity="0.6"/>
        <rect x="455" y="120" width="16" height="260" rx="8" fill="${accent}" transform="rotate(12 463 250)"/>`;
    case 'cup':
      return `<ellipse cx="400" cy="600" rx="250" ry="60" fill="#f8f5ef" stroke="#e2dccf" stroke-width="8"/>
        <path d="M230 300 L570 300 L540 580 L260 580 Z" fill="#f8f5ef" stroke="#e2dccf" stroke-width="10"/>
        <ellipse cx="400" cy="305" rx="168" ry="40" fill="${food}"/>
        <path d="M570 360 Q680 380 600 500" fill="none" stroke="#e2dccf" stroke-width="26"/>
        <path d="M360 300 Q400 260 440 300" fill="none" stroke="${accent}" stroke-width="10"/>`;
    case 'snack':
      return `<ellipse cx="400" cy="500" rx="290" ry="170" fill="#d7a86e" stroke="#b08150" stroke-width="10"/>
        <rect x="230" y="380" width="170" height="80" rx="40" fill="${food}" transform="rotate(-15 315 420)"/>
        <rect x="390" y="430" width="180" height="80" rx="40" fill="${food}" transform="rotate(10 480 470)"/>
        <rect x="300" y="500" width="170" height="78" rx="39" fill="${accent}" transform="rotate(-5 385 540)"/>`;
  }
}

/** An 800×800 WebP picture of a dish, the size the menu upload produces. */
export async function renderDishImage(look: DishLook): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs><radialGradient id="bg" cx="50%" cy="40%" r="75%">
      <stop offset="0%" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="100%" stop-color="#000000" stop-opacity="0.12"/>
    </radialGradient></defs>
    <rect width="800" height="800" fill="${look.background}"/><rect width="800" height="800" fill="url(#bg)"/>
    ${dish(look)}
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
