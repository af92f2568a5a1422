import type { ProductCard } from '@/lib/commerce/types';
import { itemsEvent, type AnalyticsEvent } from './events';

/** view_item_list for a page of products (prices "from" for variable products, as listed). */
export function productListEvent(listName: string, products: readonly ProductCard[]): AnalyticsEvent | null {
  const priced = products.filter((product) => product.price !== null);
  const currency = priced[0]?.price?.currency;
  if (!currency) return null;
  const items = priced.map((product, index) => ({
    item_id: String(product.databaseId),
    item_name: product.name,
    index,
    price: (product.price?.cents ?? 0) / 100,
    quantity: 1,
  }));
  return itemsEvent('view_item_list', currency, items, { item_list_name: listName });
}

/** view_item for a product page: the product as it opens (a variable product at its lowest price). */
export function productViewEvent(product: Pick<ProductCard, 'databaseId' | 'name' | 'price'> & { categories: readonly { name: string }[] }): AnalyticsEvent | null {
  if (!product.price) return null;
  const item = {
    item_id: String(product.databaseId),
    item_name: product.name,
    item_category: product.categories[0]?.name,
    price: product.price.cents / 100,
    quantity: 1,
  };
  return itemsEvent('view_item', product.price.currency, [item]);
}
