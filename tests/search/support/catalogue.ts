import type { Algoliasearch } from 'algoliasearch';
import { waitFor } from './engine';

/** A small German catalogue with what relevance cares about: umlauts, ß, compounds, typos. */
export const PRODUCTS = [
  { objectID: '1', name: 'Etuikleid Helene', terms: { productCat: ['Kleider'] }, gender: ['Damen'], colors: ['Schwarz'], price: 129, onSale: false, rating: 4.5, totalSales: 180, date: 1_700_000_100, shortDescription: 'Zeitlos geschnitten, aus Schurwolle.' },
  { objectID: '2', name: 'Jerseykleid Emma', terms: { productCat: ['Kleider'] }, gender: ['Damen'], colors: ['Schwarz', 'Grau'], price: 49.95, onSale: true, rating: 3, totalSales: 155, date: 1_700_000_200, shortDescription: 'Aus Baumwoll-Jersey, sorgfältig verarbeitet.' },
  { objectID: '3', name: 'Faltenrock Greta', terms: { productCat: ['Röcke'] }, gender: ['Damen'], colors: ['Camel'], price: 79, onSale: false, rating: 5, totalSales: 60, date: 1_700_000_300, shortDescription: 'Plissiert und leicht.' },
  { objectID: '4', name: 'Oxford-Hemd Paul', terms: { productCat: ['Hemden'] }, gender: ['Herren'], colors: ['Weiß', 'Hellblau'], price: 59, onSale: true, rating: 4, totalSales: 300, date: 1_700_000_400, shortDescription: 'Ein Hemd für jeden Tag.' },
  { objectID: '5', name: 'Wollmantel Johann', terms: { productCat: ['Jacken & Mäntel'] }, gender: ['Herren'], colors: ['Marine'], price: 249, onSale: false, rating: 4.8, totalSales: 40, date: 1_700_000_500, shortDescription: 'Warm und wetterfest für den Winter.' },
  { objectID: '6', name: 'Straßenschuhe Fritz', terms: { productCat: ['Schuhe'] }, gender: ['Herren'], colors: ['Braun'], price: 119, onSale: false, rating: 3.5, totalSales: 90, date: 1_700_000_600, shortDescription: 'Robustes Leder für die Straße.' },
  { objectID: '7', name: 'Seidenschal Lotte', terms: { productCat: ['Accessoires'] }, gender: ['Damen', 'Herren'], colors: ['Rot'], price: 39, onSale: true, rating: 0, totalSales: 20, date: 1_700_000_700, shortDescription: 'Leichte Seide, für Damen und Herren.' },
  { objectID: '8', name: 'Kleiderbügel Set', terms: { productCat: ['Accessoires'] }, gender: ['Damen', 'Herren'], colors: [], price: 19, onSale: false, rating: 4, totalSales: 500, date: 1_700_000_800, shortDescription: 'Zehn Bügel aus Holz.' },
  { objectID: '9', name: 'Übergangsjacke Jörg', terms: { productCat: ['Jacken & Mäntel'] }, gender: ['Herren'], colors: ['Oliv'], price: 159, onSale: false, rating: 4.2, totalSales: 75, date: 1_700_000_900, shortDescription: 'Für Frühling und Herbst.' },
  { objectID: '10', name: 'Sommerkleid Paula', terms: { productCat: ['Kleider'] }, gender: ['Damen'], colors: ['Gelb'], price: 69, onSale: false, rating: 4.9, totalSales: 250, date: 1_700_001_000, shortDescription: 'Luftig, aus Leinen.' },
];

export const SETTINGS = {
  searchableAttributes: ['name', 'terms.productCat', 'gender', 'colors', 'unordered(shortDescription)'],
  attributesForFaceting: ['searchable(gender)', 'searchable(terms.productCat)', 'searchable(colors)', 'price', 'onSale', 'rating', 'filterOnly(date)'],
  customRanking: ['desc(totalSales)'],
  decompoundedAttributes: { de: ['name'] },
};

/** Fills `indexName` with the catalogue and its settings, and waits until both are live. */
export async function loadCatalogue(client: Algoliasearch, indexName: string, settings: Record<string, unknown> = SETTINGS) {
  const { taskID } = await client.setSettings({ indexName, indexSettings: settings });
  await waitFor(client, indexName, taskID);
  const [batch] = await client.saveObjects({ indexName, objects: PRODUCTS });
  await waitFor(client, indexName, batch!.taskID);
}
