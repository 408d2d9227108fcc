import { describe, expect, it } from "vitest";
import { counterText, galleryPicture, keyStep, SWIPE_MIN_PX, swipeStep, THUMBNAIL_WIDTH, wrapIndex } from "../../../client/domain/gallery";

const picture = { url: "https://storage.example/p/1.jpg", width: 1600, height: 1067, alt: "Living room" };
const cdn = (url: string, width: number) => (url.startsWith("https://storage.example/") ? `https://cdn.example${new URL(url).pathname}?width=${width}` : null);

describe("gallery pictures", () => {
  it("uses the CDN srcset over 400/600/1360/1920 and the two largest widths for the lightbox", () => {
    const prepared = galleryPicture(picture, cdn);
    expect(prepared.src).toBe("https://cdn.example/p/1.jpg?width=600");
    expect(prepared.srcSet).toBe(
      "https://cdn.example/p/1.jpg?width=400 400w, https://cdn.example/p/1.jpg?width=600 600w, https://cdn.example/p/1.jpg?width=1360 1360w, https://cdn.example/p/1.jpg?width=1920 1920w",
    );
    expect(prepared.large).toBe("https://cdn.example/p/1.jpg?width=1920");
    expect(prepared.largeSrcSet).toBe("https://cdn.example/p/1.jpg?width=1360 1360w, https://cdn.example/p/1.jpg?width=1920 1920w");
    expect(prepared.thumb).toBe("https://cdn.example/p/1.jpg?width=400");
    expect(prepared).toMatchObject({ width: 1600, height: 1067, alt: "Living room" });
  });

  it("keeps addresses the CDN does not serve as they are, without srcset", () => {
    const local = galleryPicture({ ...picture, url: "/demo/house.jpg" }, cdn);
    expect(local).toEqual({
      src: "/demo/house.jpg",
      srcSet: undefined,
      large: "/demo/house.jpg",
      largeSrcSet: undefined,
      thumb: "/demo/house.jpg",
      width: 1600,
      height: 1067,
      alt: "Living room",
    });
    expect(galleryPicture(picture).src).toBe(picture.url);
  });
});

describe("gallery navigation", () => {
  it("wraps around both ends", () => {
    expect(wrapIndex(0, -1, 12)).toBe(11);
    expect(wrapIndex(11, 1, 12)).toBe(0);
    expect(wrapIndex(4, 1, 12)).toBe(5);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it("maps arrows to one step and Home/End to the ends, ignoring other keys", () => {
    expect(keyStep("ArrowLeft", 3, 12)).toBe(-1);
    expect(keyStep("ArrowRight", 3, 12)).toBe(1);
    expect(3 + (keyStep("Home", 3, 12) ?? 0)).toBe(0);
    expect(3 + (keyStep("End", 3, 12) ?? 0)).toBe(11);
    expect(keyStep("Enter", 3, 12)).toBeUndefined();
    expect(keyStep("a", 3, 12)).toBeUndefined();
  });

  it("asks the CDN for thumbnails at the smallest width the slides' srcset already uses", () => {
    expect(THUMBNAIL_WIDTH).toBe(400);
    expect(galleryPicture(picture, cdn).srcSet).toContain(`${galleryPicture(picture, cdn).thumb} ${THUMBNAIL_WIDTH}w`);
  });

  it("turns a swipe to the left into the next picture and to the right into the previous one, ignoring short moves", () => {
    expect(swipeStep(-SWIPE_MIN_PX)).toBe(1);
    expect(swipeStep(-200)).toBe(1);
    expect(swipeStep(SWIPE_MIN_PX + 1)).toBe(-1);
    expect(swipeStep(SWIPE_MIN_PX - 1)).toBeUndefined();
    expect(swipeStep(-(SWIPE_MIN_PX - 1))).toBeUndefined();
    expect(swipeStep(0)).toBeUndefined();
  });

  it("counts from one, as in '3 / 12'", () => {
    expect(counterText(2, 12)).toBe("3 / 12");
    expect(counterText(0, 1)).toBe("1 / 1");
  });
});
