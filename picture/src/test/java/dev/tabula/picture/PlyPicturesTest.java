package dev.tabula.picture;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The pictures of a replay as the page stores them: every picture comes back character for
 * character from the lines stored once and the edits of each ply, the edits are few when little
 * changes, and a picture that has nothing in common with the one before still comes back.
 */
class PlyPicturesTest {

  /** The page script's reading of an edit list, in Java: the list it makes of the one before. */
  static int[] apply(int[] before, int[] edits) {
    List<Integer> now = new ArrayList<>();
    int at = 0;
    int i = 0;
    while (i < edits.length) {
      int keep = edits[i];
      int drop = edits[i + 1];
      int count = edits[i + 2];
      i += 3;
      for (int j = 0; j < keep; j++) {
        now.add(before[at++]);
      }
      at += drop;
      for (int j = 0; j < count; j++) {
        now.add(edits[i++]);
      }
    }
    return now.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The pictures back from what {@link PlyPictures} gave for them. */
  static List<String> decode(List<String> lines, List<int[]> edits) {
    List<String> out = new ArrayList<>();
    int[] ids = new int[0];
    for (int[] e : edits) {
      ids = apply(ids, e);
      StringBuilder sb = new StringBuilder();
      for (int k = 0; k < ids.length; k++) {
        sb.append(k == 0 ? "" : "\n").append(lines.get(ids[k]));
      }
      out.add(sb.toString());
    }
    return out;
  }

  @Test
  void add_picturesComeBackCharacterForCharacter() {
    List<String> pictures =
        List.of(
            "<svg>\n<rect/>\n<text>a</text>\n</svg>\n",
            "<svg>\n<rect/>\n<text>b</text>\n</svg>\n",
            "<svg>\n<text>b</text>\n<rect/>\n<rect/>\n</svg>\n",
            "",
            "one line, no break",
            "<svg>\n<rect/>\n<text>a</text>\n</svg>\n");
    PlyPictures p = new PlyPictures();
    List<int[]> edits = new ArrayList<>();
    for (String svg : pictures) {
      edits.add(p.add(svg));
    }
    assertEquals(pictures, decode(p.lines(), edits));
    // every distinct line once, in the order of first use
    assertEquals(
        List.of(
            "<svg>",
            "<rect/>",
            "<text>a</text>",
            "</svg>",
            "",
            "<text>b</text>",
            "one line, no break"),
        p.lines());
    // the second picture: keep two lines, drop one, add one, keep the rest
    assertArrayEquals(new int[] {2, 1, 1, 5, 2, 0, 0}, edits.get(1));
  }

  @Test
  void edits_randomLists_seed1_shortAndExact() {
    long seed = 1;
    System.out.println("PlyPicturesTest seed " + seed);
    SplittableRandom random = new SplittableRandom(seed);
    for (int round = 0; round < 2000; round++) {
      int[] a = random.ints(random.nextInt(60), 0, 8).toArray();
      int[] b = a.clone();
      int changes = random.nextInt(6);
      List<Integer> list = new ArrayList<>(Arrays.stream(b).boxed().toList());
      for (int c = 0; c < changes; c++) {
        int kind = random.nextInt(3);
        if (kind == 0 || list.isEmpty()) {
          list.add(random.nextInt(list.size() + 1), 8 + random.nextInt(4));
        } else if (kind == 1) {
          list.remove(random.nextInt(list.size()));
        } else {
          list.set(random.nextInt(list.size()), random.nextInt(12));
        }
      }
      b = list.stream().mapToInt(Integer::intValue).toArray();
      int[] edits = PlyPictures.edits(a, b);
      assertArrayEquals(b, apply(a, edits), "round " + round);
      int inserted = 0;
      for (int i = 0; i < edits.length; i += 3 + edits[i + 2]) {
        inserted += edits[i + 2];
      }
      // a shortest script: each change inserts at most one number
      assertTrue(inserted <= changes, "round " + round + ": " + inserted + " > " + changes);
    }
  }

  @Test
  void edits_nothingInCommon_orTooManyEdits_stillExact() {
    int n = PlyPictures.MAX_EDITS; // more than MAX_EDITS edits: the whole list anew
    int[] a = new int[n];
    int[] b = new int[n];
    for (int i = 0; i < n; i++) {
      a[i] = i;
      b[i] = n + i;
    }
    int[] edits = PlyPictures.edits(a, b);
    assertArrayEquals(b, apply(a, edits));
    assertEquals(3 + n, edits.length, "one group: the whole list");
    assertArrayEquals(a, apply(new int[0], PlyPictures.edits(new int[0], a)));
    assertArrayEquals(new int[0], apply(a, PlyPictures.edits(a, new int[0])));
    assertArrayEquals(new int[0], PlyPictures.edits(a, new int[0]), "a trailing drop is left out");
    assertArrayEquals(new int[] {n, 0, 0}, PlyPictures.edits(a, a));
  }
}
