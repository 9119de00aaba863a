package dev.tabula.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;

class NpyTest {

  /** The bytes of a header: magic, version 1.0, the length (little-endian), the text. */
  private static byte[] expectedHeader(String text) {
    byte[] t = text.getBytes(StandardCharsets.US_ASCII);
    byte[] b = new byte[10 + t.length];
    b[0] = (byte) 0x93;
    System.arraycopy("NUMPY".getBytes(StandardCharsets.US_ASCII), 0, b, 1, 5);
    b[6] = 1;
    b[7] = 0;
    b[8] = (byte) (t.length & 0xFF);
    b[9] = (byte) (t.length >>> 8);
    System.arraycopy(t, 0, b, 10, t.length);
    return b;
  }

  private static String padded(String dict, int total) {
    return dict + " ".repeat(total - 10 - dict.length() - 1) + "\n";
  }

  /** The same 128 bytes as {@code numpy.save} (NumPy 1.24) writes for a float32 array (2, 3). */
  @Test
  void header_float32Matrix_isExactlyWhatNumpyWrites() {
    String dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }";
    assertArrayEquals(
        expectedHeader(padded(dict, 128)), Npy.header(Npy.Dtype.FLOAT32, new long[] {2, 3}));
  }

  @Test
  void header_vectorAndEmptyAndBool_writeTheTupleAsPython() {
    assertArrayEquals(
        expectedHeader(padded("{'descr': '<i8', 'fortran_order': False, 'shape': (5,), }", 128)),
        Npy.header(Npy.Dtype.INT64, new long[] {5}));
    assertArrayEquals(
        expectedHeader(padded("{'descr': '|b1', 'fortran_order': False, 'shape': (0, 9), }", 128)),
        Npy.header(Npy.Dtype.BOOL, new long[] {0, 9}));
    // A shape with large dimensions still fits in the same two blocks of 64 bytes.
    String dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (1000000, 38, 7, 7), }";
    assertEquals(72, dict.length());
    assertArrayEquals(
        expectedHeader(padded(dict, 128)),
        Npy.header(Npy.Dtype.FLOAT32, new long[] {1000000, 38, 7, 7}));
  }

  @Test
  void write_smallArrays_giveTheHeaderThenLittleEndianData() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Npy.write(Npy.floats(new long[] {2}, new float[] {1.0f, -2.5f}), out);
    byte[] b = out.toByteArray();
    assertEquals(128 + 8, b.length);
    // 1.0f = 0x3F800000, -2.5f = 0xC0200000, little-endian
    assertArrayEquals(
        new byte[] {0, 0, (byte) 0x80, 0x3F, 0, 0, 0x20, (byte) 0xC0},
        java.util.Arrays.copyOfRange(b, 128, 136));

    out.reset();
    Npy.write(Npy.ints(new long[] {2}, new int[] {1, -2}), out);
    assertArrayEquals(
        new byte[] {1, 0, 0, 0, (byte) 0xFE, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF},
        java.util.Arrays.copyOfRange(out.toByteArray(), 128, 136));

    out.reset();
    Npy.write(Npy.longs(new long[] {1}, new long[] {0x0102030405060708L}), out);
    assertArrayEquals(
        new byte[] {8, 7, 6, 5, 4, 3, 2, 1},
        java.util.Arrays.copyOfRange(out.toByteArray(), 128, 136));

    out.reset();
    Npy.write(Npy.bools(new long[] {3}, new boolean[] {true, false, true}), out);
    assertArrayEquals(
        new byte[] {1, 0, 1}, java.util.Arrays.copyOfRange(out.toByteArray(), 128, 131));
  }

  @Test
  void write_moreThanOneBufferOfData_writesEveryElement() throws IOException {
    float[] data = new float[50_000];
    for (int i = 0; i < data.length; i++) {
      data[i] = i;
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Npy.Array a = Npy.floats(new long[] {data.length}, data);
    Npy.write(a, out);
    byte[] b = out.toByteArray();
    assertEquals(Npy.fileSize(a), b.length);
    java.nio.ByteBuffer buf =
        java.nio.ByteBuffer.wrap(b, 128, b.length - 128).order(java.nio.ByteOrder.LITTLE_ENDIAN);
    for (int i = 0; i < data.length; i++) {
      assertEquals(i, buf.getFloat(), "element " + i);
    }
  }

  @Test
  void writeNpz_storedOrDeflated_entriesAreTheNpyFilesWithAFixedTime() throws IOException {
    for (boolean compress : new boolean[] {false, true}) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      Npy.Array x = Npy.floats(new long[] {2, 2}, new float[] {1, 2, 3, 4});
      Npy.Array y = Npy.ints(new long[] {3}, new int[] {7, 8, 9});
      Npy.writeNpz(out, compress, new String[] {"x", "y"}, new Npy.Array[] {x, y});
      List<String> names = new ArrayList<>();
      try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(out.toByteArray()))) {
        ZipEntry e;
        while ((e = zip.getNextEntry()) != null) {
          names.add(e.getName());
          assertEquals(compress ? ZipEntry.DEFLATED : ZipEntry.STORED, e.getMethod());
          assertEquals(java.time.LocalDateTime.of(1980, 1, 1, 0, 0), e.getTimeLocal(), e.getName());
          ByteArrayOutputStream expected = new ByteArrayOutputStream();
          Npy.write(e.getName().equals("x.npy") ? x : y, expected);
          assertArrayEquals(expected.toByteArray(), zip.readAllBytes(), e.getName());
        }
      }
      assertEquals(List.of("x.npy", "y.npy"), names);
    }
  }
}
