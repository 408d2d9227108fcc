import { describe, expect, it } from "vitest";
import type { Bindings } from "../../../worker/env";
import { ConfigError, parseConfig, siteOrigin } from "../../../worker/services/config";

/** The variables of wrangler.toml as a deployment would give them (bindings are not read by the config). */
const env = (vars: Partial<Bindings>): Bindings => ({ SITE_ORIGIN: "", ...vars }) as Bindings;

/** The origin a request to `requestUrl` renders with, or the problems that refuse it (as a request meets them: worker/services). */
function originFor(vars: Partial<Bindings>, requestUrl: string): string | string[] {
  try {
    return siteOrigin(parseConfig(env(vars)), requestUrl);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

function problemsOf(vars: Partial<Bindings>): string[] {
  try {
    parseConfig(env(vars));
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("the site origin outside local development", () => {
  const PUBLIC_REQUEST = "https://www.vitrine.be/nl/te-koop/";

  it("refuses a request when SITE_ORIGIN is missing or empty, naming the variable only", () => {
    for (const vars of [{}, { SITE_ORIGIN: "" }, { SITE_ORIGIN: "  " }]) {
      const problems = originFor(vars, PUBLIC_REQUEST);
      expect(problems, JSON.stringify(vars)).toEqual([expect.stringMatching(/^SITE_ORIGIN: not set/)]);
    }
  });

  it.each([
    "http://localhost:8787",
    "https://localhost",
    "http://127.0.0.1:8787",
    "http://[::1]:8787",
    "https://dev.localhost",
    "https://10.0.0.8",
    "https://172.20.1.1",
    "https://192.168.1.20:8787",
    "https://169.254.169.254",
    "https://100.64.0.1",
    "https://[fd12:3456::1]",
    "https://[fe80::1]",
    "https://[::ffff:192.168.1.1]",
    "https://intranet",
    "https://vitrine.local",
    "https://vitrine.internal",
  ])("refuses a request when SITE_ORIGIN is %s, a local or private host, without its value", (origin) => {
    const problems = originFor({ SITE_ORIGIN: origin }, PUBLIC_REQUEST);
    expect(problems).toEqual([expect.stringMatching(/^SITE_ORIGIN: a local or private host/)]);
    expect(String(problems)).not.toContain(new URL(origin).hostname);
  });

  it("refuses the workers.dev address too: only a request to this machine or a private network is local development", () => {
    expect(originFor({ SITE_ORIGIN: "http://localhost:8787" }, "https://vitrine.agency.workers.dev/nl/")).toHaveLength(1);
    expect(originFor({}, "https://vitrine.agency.workers.dev/nl/")).toHaveLength(1);
  });

  it("accepts public origins, among them addresses that merely look local", () => {
    for (const origin of ["https://www.vitrine.be", "https://vitrine.lu:8443", "https://localhost.vitrine.be", "https://172.32.0.1", "https://[2001:db8::1]"]) {
      expect(originFor({ SITE_ORIGIN: origin }, PUBLIC_REQUEST), origin).toBe(new URL(origin).origin);
    }
  });

  it("is still read by cron and queue runs, which have no request", () => {
    expect(() => parseConfig(env({}))).not.toThrow();
    expect(parseConfig(env({ SITE_ORIGIN: "http://localhost:8787" })).localOnlyReason).toMatch(/^SITE_ORIGIN/);
    expect(parseConfig(env({ SITE_ORIGIN: "https://www.vitrine.be" })).localOnlyReason).toBeUndefined();
  });
});

describe("the site origin in local development (a request to this machine or a private network)", () => {
  it.each([
    ["http://localhost:8787/nl/", { SITE_ORIGIN: "http://localhost:8787" }, "http://localhost:8787"],
    ["http://127.0.0.1:8799/nl/", { SITE_ORIGIN: "http://127.0.0.1:8799" }, "http://127.0.0.1:8799"],
    ["http://[::1]:8787/nl/", {}, "http://[::1]:8787"],
    ["http://192.168.1.20:8787/nl/", { SITE_ORIGIN: "https://192.168.1.20:8787" }, "https://192.168.1.20:8787"],
    ["http://devbox:8787/nl/", {}, "http://devbox:8787"],
  ])("serves %s with %o", (requestUrl, vars, origin) => {
    expect(originFor(vars, requestUrl)).toBe(origin);
  });

  it("is local (mailbox, fixed form key) only when SITE_ORIGIN is this machine, whatever the request", () => {
    for (const origin of ["http://localhost:8787", "http://127.0.0.1:8799", "http://[::1]:8787", "https://localhost"]) {
      expect(parseConfig(env({ SITE_ORIGIN: origin })), origin).toMatchObject({ local: true, formSecret: expect.any(String) });
    }
    for (const origin of ["", "https://www.vitrine.be", "https://192.168.1.20"]) {
      expect(parseConfig(env({ SITE_ORIGIN: origin })), origin).toMatchObject({ local: false, formSecret: undefined });
    }
  });
});

describe("the key of view counter visitors", () => {
  it("is made once per configuration, from FORM_SECRET when there is one", async () => {
    const config = parseConfig(env({ SITE_ORIGIN: "https://www.vitrine.be", FORM_SECRET: "x".repeat(32) }));
    expect(config.visitorKey()).toBe(config.visitorKey());
    const key = await config.visitorKey();
    expect(key.algorithm).toMatchObject({ name: "HMAC" });
    expect(key.extractable).toBe(false);
    expect(key.usages).toEqual(["sign"]);
  });
});

describe("the configuration", () => {
  it("reads the defaults of wrangler.toml", () => {
    const config = parseConfig(env({ SITE_ORIGIN: "", LANGUAGES: "", MAP_STYLE_URL: "", EDGE_CACHE: "on" }));
    expect(config).toMatchObject({
      siteOrigin: undefined,
      local: false,
      languages: undefined,
      maxRemovalShare: 0.25,
      mapStyle: undefined,
      edgeCache: true,
      imageRewrite: undefined,
    });
  });

  it("uses SITE_ORIGIN (path dropped), or in local development without it the request's own origin", () => {
    expect(originFor({ SITE_ORIGIN: "https://www.vitrine.be/nl/" }, "https://www.vitrine.be/nl/")).toBe("https://www.vitrine.be");
    expect(originFor({ SITE_ORIGIN: "https://www.vitrine.be/" }, "http://127.0.0.1:8787/")).toBe("https://www.vitrine.be");
    expect(originFor({}, "http://127.0.0.1:8799/nl/")).toBe("http://127.0.0.1:8799");
    expect(originFor({}, "http://localhost:8787/nl/")).toBe("http://localhost:8787");
  });

  it("gives the map style address and its origin", () => {
    expect(parseConfig(env({ MAP_STYLE_URL: "https://tiles.example.com/styles/bright/style.json" })).mapStyle).toEqual({
      url: "https://tiles.example.com/styles/bright/style.json",
      origin: "https://tiles.example.com",
    });
    expect(parseConfig(env({ MAP_STYLE_URL: "http://localhost:8080/style.json" })).mapStyle?.origin).toBe("http://localhost:8080");
  });

  it("rewrites provider pictures to the CDN when both image variables are set, the content's uploads with the CDN alone", () => {
    expect(parseConfig(env({})).imageRewrite).toBeUndefined();
    expect(parseConfig(env({})).imageOrigins).toEqual([]);
    const cdnOnly = parseConfig(env({ IMAGE_CDN_HOST: "images.vitrine.be" }));
    expect(cdnOnly.imageRewrite?.("https://storage.example.net/a/b.jpg", 600)).toBeNull();
    expect(cdnOnly.imageRewrite?.("/media/content/ab.png", 400)).toBe("https://images.vitrine.be/media/content/ab.png?width=400&height=auto&format=webp");
    const both = parseConfig(env({ IMAGE_CDN_HOST: "images.vitrine.be", PROVIDER_STORAGE_HOSTS: " Storage.Example.net , other.net" }));
    expect(both.imageRewrite?.("https://storage.example.net/a/b.jpg", 600)).toBe("https://images.vitrine.be/a/b.jpg?width=600&height=auto&format=webp");
    expect(both.imageRewrite?.("https://elsewhere.net/a.jpg", 600)).toBeNull();
    // Pictures load from the CDN, and from the storage for any address the CDN does not take: the CSP allows both.
    expect(both.imageOrigins).toEqual(["https://images.vitrine.be", "https://storage.example.net", "https://other.net"]);
  });

  it("turns the edge cache off and reads the removal share", () => {
    expect(parseConfig(env({ EDGE_CACHE: "off", FEED_MAX_REMOVAL_SHARE: "0.5" }))).toMatchObject({ edgeCache: false, maxRemovalShare: 0.5 });
  });

  it("names every unusable variable at once, never a value's secret", () => {
    const problems = problemsOf({
      SITE_ORIGIN: "ftp://www.vitrine.be",
      MAP_STYLE_URL: "http://tiles.example.com/style.json",
      FEED_MAX_REMOVAL_SHARE: "2",
      EDGE_CACHE: "sometimes" as "on",
      IMAGE_CDN_HOST: "https://images.vitrine.be/",
    });
    expect(problems.map((problem) => problem.split(":")[0])).toEqual([
      "SITE_ORIGIN",
      "FEED_MAX_REMOVAL_SHARE",
      "IMAGE_CDN_HOST",
      "MAP_STYLE_URL",
      "EDGE_CACHE",
    ]);
  });

  it("refuses map styles over plain http elsewhere, other schemes, credentials and non-addresses", () => {
    for (const value of [
      "http://tiles.example.com/style.json",
      "javascript:alert(1)",
      "data:application/json,{}",
      "https://user:pw@tiles.example.com/s.json",
      "tiles.example.com/style.json",
    ]) {
      expect(problemsOf({ MAP_STYLE_URL: value }), value).toHaveLength(1);
    }
  });
});

describe("the staff roles' variables", () => {
  it("reads the bootstrap administrators and the Access groups that give roles", () => {
    const config = parseConfig(
      env({
        SITE_ORIGIN: "http://localhost:8787",
        STAFF_ADMINS: " Boss@Vitrine.be, second@vitrine.be ,",
        STAFF_ROLE_GROUPS: "Vitrine Office=administrator, Web team = editor,Agents=agent",
      }),
    );
    expect(config.staffAdmins).toEqual(["boss@vitrine.be", "second@vitrine.be"]);
    expect([...config.staffRoleGroups]).toEqual([
      ["Vitrine Office", "administrator"],
      ["Web team", "editor"],
      ["Agents", "agent"],
    ]);
  });

  it("takes empty variables as none", () => {
    const config = parseConfig(env({ SITE_ORIGIN: "http://localhost:8787", STAFF_ADMINS: "", STAFF_ROLE_GROUPS: "" }));
    expect(config.staffAdmins).toEqual([]);
    expect(config.staffRoleGroups.size).toBe(0);
  });

  it("refuses an address that is none and a group without a known role, naming the variable", () => {
    expect(problemsOf({ SITE_ORIGIN: "http://localhost:8787", STAFF_ADMINS: "boss" })).toEqual([expect.stringMatching(/^STAFF_ADMINS: /)]);
    for (const groups of ["Office=owner", "Office", "=editor", "Office=editor=agent"])
      expect(problemsOf({ SITE_ORIGIN: "http://localhost:8787", STAFF_ROLE_GROUPS: groups }), groups).toEqual([expect.stringMatching(/^STAFF_ROLE_GROUPS: /)]);
  });
});
