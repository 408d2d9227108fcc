import { describe, expect, it } from "vitest";
import { isBot, isHumanView } from "../../../worker/stats/human-view";

const PAGE = "https://vitrine.example/nl/te-koop/gent/appartement/5001/";
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Browsers people use, as they name themselves. */
const BROWSERS = {
  chrome: CHROME,
  "chrome on android": "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "safari on macOS": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "safari on iPhone": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  "facebook's in-app browser":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.36.106;]",
};

/** Search engines, AI and SEO crawlers, and the tools that fetch a page to build a link preview or audit it. */
const CRAWLERS = {
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "googlebot smartphone":
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  bingbot: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
  applebot:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
  yandex: "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
  duckduckbot: "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
  "yahoo slurp": "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
  gptbot: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
  ahrefs: "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
  // The unfurlers and tools our own list named before isbot; isbot must keep knowing them.
  bingpreview: "Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/534+ (KHTML, like Gecko) BingPreview/1.0b",
  facebookexternalhit: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  linkedin: "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  whatsapp: "WhatsApp/2.23.20.0 A",
  embedly: "Mozilla/5.0 (compatible; Embedly/0.2; +http://support.embed.ly/)",
  lighthouse:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  "headless chrome": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  slackbot: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  twitterbot: "Twitterbot/1.0",
  telegram: "TelegramBot (like TwitterBot)",
  curl: "curl/8.5.0",
};

const request = (headers: Record<string, string> = {}, method = "GET") => new Request(PAGE, { method, headers: { "User-Agent": CHROME, ...headers } });

describe("which detail-page requests count as a view", () => {
  it.each(Object.entries(BROWSERS))("counts a GET answered 200 from %s", (_name, userAgent) => {
    expect(isBot(userAgent)).toBe(false);
    expect(isHumanView(request({ "User-Agent": userAgent }), 200)).toBe(true);
  });

  it.each(Object.entries(CRAWLERS))("does not count %s", (_name, userAgent) => {
    expect(isBot(userAgent)).toBe(true);
    expect(isHumanView(request({ "User-Agent": userAgent }), 200)).toBe(false);
  });

  it("does not count a request without a User-Agent", () => {
    expect(isHumanView(new Request(PAGE), 200)).toBe(false);
    expect(isHumanView(request({ "User-Agent": " " }), 200)).toBe(false);
  });

  it("does not count HEAD requests", () => {
    expect(isHumanView(request({}, "HEAD"), 200)).toBe(false);
  });

  it.each<Record<string, string>>([
    { "Sec-Purpose": "prefetch" },
    { "Sec-Purpose": "prefetch;prerender" },
    { "Sec-Purpose": "prefetch;anonymous-client-ip" },
    { Purpose: "prefetch" },
    { "X-Purpose": "preview" },
    { "X-Moz": "prefetch" },
  ])("does not count a speculative load: %o", (headers) => {
    expect(isHumanView(request(headers), 200)).toBe(false);
  });

  it("does not count redirects, missing pages or errors", () => {
    for (const status of [301, 304, 404, 500]) expect(isHumanView(request(), status)).toBe(false);
  });
});
