import { attributeResolvers } from './attributes';
import { mediaResolvers } from './media';
import { productResolvers, resolveProductType } from './product';
import { reviewResolvers } from './reviews';
import { rootResolvers } from './root';
import { taxonomyResolvers } from './taxonomy';
import { variationResolvers } from './variation';

const productInterface = { __resolveType: resolveProductType };

export const resolvers = {
  ...rootResolvers,
  ...productResolvers,
  ...variationResolvers,
  ...attributeResolvers,
  ...taxonomyResolvers,
  ...reviewResolvers,
  ...mediaResolvers,
  Product: productInterface,
  ProductUnion: productInterface,
  ProductVariation: productInterface,
  ProductWithPricing: productInterface,
  InventoriedProduct: productInterface,
  ProductWithDimensions: productInterface,
  DownloadableProduct: productInterface,
  ProductWithAttributes: productInterface,
  ProductWithVariations: productInterface,
};
