/** Shared set-up for the feed tests: a client on the fake provider whose sleeps are recorded, not waited. */
import { createProviderClient, type ProviderClientOptions } from "../../../worker/feed/provider/client";
import type { Words } from "../../../worker/feed/provider/normalise/words";
import { createFakeProvider, FAKE_BASE_URL, FAKE_PASSWORD, FAKE_USER, type FakeProviderOptions } from "../../fixtures/feed/fake-provider";

export function setUp(fake: FakeProviderOptions = {}, client: Partial<ProviderClientOptions> = {}) {
  const provider = createFakeProvider(fake);
  const sleeps: number[] = [];
  const instance = createProviderClient({
    baseUrl: FAKE_BASE_URL,
    credentials: { user: FAKE_USER, password: FAKE_PASSWORD },
    fetch: provider.fetch,
    sleep: async (ms) => void sleeps.push(ms),
    timeoutMs: 1_000,
    retries: 3,
    backoffMs: 100,
    pageSize: 20,
    ...client,
  });
  return { provider, client: instance, sleeps };
}

/** Recognisable words, so tests see which word the normaliser chose. */
export const TEST_WORDS: Words = {
  priceOnRequest: "Prijs op aanvraag",
  from: "vanaf",
  sold: "Verkocht",
  rented: "Verhuurd",
  yes: "Ja",
  no: "Nee",
  asRequired: "Zoals vereist",
  forSale: "Te koop",
  forRent: "Te huur",
  takeOver: "Overname",
  underOption: "Onder optie",
  typeHouse: "Huis",
  typeApartment: "Appartement",
  typeLand: "Grond",
  typeOffice: "Kantoor",
  typeCommercial: "Handelspand",
  typeIndustrial: "Bedrijfsgebouw",
  typeGarage: "Garage",
  group1: "Huizen",
  group2: "Appartementen",
  group4: "Gronden",
  group5: "Opbrengsteigendommen",
  group6: "Handelspanden",
  group7: "Garages & parkings",
  box: "bus",
  squareMetres: "m²",
  metres: "m",
  energyPerArea: "kWh/m².jaar",
  energyPerYear: "kWh/jaar",
  co2PerArea: "kg CO₂/m².jaar",
  epcRequested: "In aanvraag",
  epcNotApplicable: "Niet van toepassing",
  facadesOpen: "Open bebouwing",
  facadesHalfOpen: "Halfopen bebouwing",
  facadesClosed: "Gesloten bebouwing",
};
