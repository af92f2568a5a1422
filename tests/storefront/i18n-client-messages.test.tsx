import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/lib/i18n/client-translations';
import { pickMessagePaths } from '@/lib/i18n/load-messages';
import { TestTranslations } from './fixtures/translations';

const messages = {
  cart: { dismiss: 'Schließen', line: { remove: 'Entfernen', update: 'Aktualisieren' }, page: { title: 'Warenkorb' } },
  shell: { nav: { wishlist: 'Wunschliste', search: 'Suche' } },
};

describe('the texts a client provider receives', () => {
  it('are the named texts and groups, in the messages’ shape', () => {
    expect(pickMessagePaths(messages, ['cart.dismiss', 'cart.line', 'shell.nav.wishlist'])).toEqual({
      cart: { dismiss: 'Schließen', line: { remove: 'Entfernen', update: 'Aktualisieren' } },
      shell: { nav: { wishlist: 'Wunschliste' } },
    });
  });

  it('take a group whole when it is named beside one of its texts, in either order, and leave the messages as they were', () => {
    const before = structuredClone(messages);
    expect(pickMessagePaths(messages, ['cart.line', 'cart.line.remove'])).toEqual({ cart: { line: messages.cart.line } });
    expect(pickMessagePaths(messages, ['cart.line.remove', 'cart.line'])).toEqual({ cart: { line: messages.cart.line } });
    expect(messages).toEqual(before);
  });

  it('skip a path the messages lack (a locale behind the German files), sending the rest', () => {
    expect(pickMessagePaths(messages, ['cart.missing', 'cart.dismiss'])).toEqual({ cart: { dismiss: 'Schließen' } });
  });
});

function Texts() {
  const cart = useTranslations('cart');
  const shell = useTranslations('shell');
  return <span>{[cart('dismiss'), cart('line.remove'), shell('nav.wishlist')].join(' | ')}</span>;
}

describe('a page’s provider inside the layout’s', () => {
  it('adds its texts to the outer ones: a client component below reads both', () => {
    const html = renderToStaticMarkup(
      <TestTranslations messages={{ shell: { nav: { wishlist: 'Wunschliste' } }, cart: { dismiss: 'Schließen' } }}>
        <TestTranslations messages={{ cart: { line: { remove: 'Entfernen' } } }}>
          <Texts />
        </TestTranslations>
      </TestTranslations>,
    );
    expect(html).toBe('<span>Schließen | Entfernen | Wunschliste</span>');
  });
});
