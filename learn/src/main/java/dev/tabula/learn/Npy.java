package dev.tabula.learn;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.util.zip.CRC32;
import java.util.zip.CheckedOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * NumPy's {@code .npy} format, version 1.0, and {@code .npz} archives of such arrays: the magic
 * {@code \x93NUMPY}, the version bytes 1 and 0, the header's length as a little-endian 16-bit
 * number, then the header, a Python dict literal {@code {'descr': '<f4', 'fortran_order': False,
 * 'shape': (2, 3), }} padded with spaces and ended by a newline so that the data starts at a
 * multiple of 64 bytes; then the data, C order, little-endian. An {@code .npz} file is a zip of
 * {@code NAME.npy} entries, here with a fixed timestamp (1980-01-01 00:00, DOS time, no time zone)
 * so that equal arrays give equal bytes.
 */
final class Npy {
  private Npy() {}

  /** The alignment of the data: header and preamble fill a multiple of this many bytes. */
  static final int ALIGN = 64;

  /** The first six bytes of every {@code .npy} file. */
  private static final byte[] MAGIC = {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y'};

  /** The entries' time: the zip format's earliest, as NumPy's own {@code savez} writes. */
  private static final LocalDateTime ENTRY_TIME = LocalDateTime.of(1980, 1, 1, 0, 0);

  /** An element type: its NumPy {@code descr} and its size in bytes. */
  enum Dtype {
    FLOAT32("<f4", 4),
    INT32("<i4", 4),
    INT64("<i8", 8),
    BOOL("|b1", 1);

    final String descr;
    final int bytes;

    Dtype(String descr, int bytes) {
      this.descr = descr;
      this.bytes = bytes;
    }
  }

  /** Puts element {@code i} of an array into a buffer, little-endian. */
  @FunctionalInterface
  interface Element {
    void put(ByteBuffer buffer, int i);
  }

  /** One array to write: its type, its shape, and the data as a function of the flat index. */
  static final class Array {
    final Dtype dtype;
    final long[] shape;
    private final Element element;

    Array(Dtype dtype, long[] shape, Element element) {
      this.dtype = dtype;
      this.shape = shape.clone();
      this.element = element;
    }

    /** The number of elements: the product of the shape. */
    long length() {
      long n = 1;
      for (long d : shape) {
        n = Math.multiplyExact(n, d);
      }
      return n;
    }

    /** Puts element {@code i} into the buffer, little-endian. */
    void put(ByteBuffer buffer, long i) {
      element.put(buffer, (int) i);
    }
  }

  static Array floats(long[] shape, float[] data) {
    return new Array(Dtype.FLOAT32, shape, (b, i) -> b.putFloat(data[i]));
  }

  static Array ints(long[] shape, int[] data) {
    return new Array(Dtype.INT32, shape, (b, i) -> b.putInt(data[i]));
  }

  static Array longs(long[] shape, long[] data) {
    return new Array(Dtype.INT64, shape, (b, i) -> b.putLong(data[i]));
  }

  static Array bools(long[] shape, boolean[] data) {
    return new Array(Dtype.BOOL, shape, (b, i) -> b.put(data[i] ? (byte) 1 : (byte) 0));
  }

  /**
   * The preamble and header of an array: magic, version 1.0, header length, and the header padded
   * with spaces and a final newline to a multiple of {@link #ALIGN} bytes in all.
   */
  static byte[] header(Dtype dtype, long[] shape) {
    StringBuilder dict = new StringBuilder();
    dict.append("{'descr': '").append(dtype.descr).append("', 'fortran_order': False, 'shape': (");
    for (int i = 0; i < shape.length; i++) {
      dict.append(i == 0 ? "" : ", ").append(shape[i]);
    }
    dict.append(shape.length == 1 ? ",), }" : "), }");
    int unpadded = MAGIC.length + 2 + 2 + dict.length() + 1;
    int padding = (ALIGN - unpadded % ALIGN) % ALIGN;
    dict.append(" ".repeat(padding)).append('\n');
    byte[] text = dict.toString().getBytes(StandardCharsets.US_ASCII);
    if (text.length > 0xFFFF) {
      throw new IllegalArgumentException("an .npy 1.0 header holds at most 65535 bytes");
    }
    ByteBuffer b = ByteBuffer.allocate(MAGIC.length + 4 + text.length);
    b.order(ByteOrder.LITTLE_ENDIAN);
    b.put(MAGIC).put((byte) 1).put((byte) 0).putShort((short) text.length).put(text);
    return b.array();
  }

  /** Writes one whole {@code .npy} file: header and data. */
  static void write(Array array, OutputStream out) throws IOException {
    out.write(header(array.dtype, array.shape));
    ByteBuffer buffer = ByteBuffer.allocate(1 << 16).order(ByteOrder.LITTLE_ENDIAN);
    long n = array.length();
    for (long i = 0; i < n; i++) {
      if (buffer.remaining() < array.dtype.bytes) {
        out.write(buffer.array(), 0, buffer.position());
        buffer.clear();
      }
      array.put(buffer, i);
    }
    out.write(buffer.array(), 0, buffer.position());
  }

  /** The size of an array's {@code .npy} file in bytes. */
  static long fileSize(Array array) {
    return header(array.dtype, array.shape).length + array.length() * array.dtype.bytes;
  }

  /**
   * Writes an {@code .npz} archive: an entry {@code NAME.npy} per array, in the order given, stored
   * (like NumPy's {@code savez}) or deflated (like {@code savez_compressed}). Stored archives are a
   * function of the arrays alone; deflated ones also of the JVM's zlib. Leaves {@code out} open.
   */
  static void writeNpz(OutputStream out, boolean compress, String[] names, Array[] arrays)
      throws IOException {
    ZipOutputStream zip = new ZipOutputStream(new NonClosing(out), StandardCharsets.UTF_8);
    for (int i = 0; i < arrays.length; i++) {
      ZipEntry entry = new ZipEntry(names[i] + ".npy");
      entry.setTimeLocal(ENTRY_TIME);
      if (compress) {
        entry.setMethod(ZipEntry.DEFLATED);
      } else {
        CRC32 crc = new CRC32();
        write(arrays[i], new CheckedOutputStream(OutputStream.nullOutputStream(), crc));
        long size = fileSize(arrays[i]);
        entry.setMethod(ZipEntry.STORED);
        entry.setSize(size);
        entry.setCompressedSize(size);
        entry.setCrc(crc.getValue());
      }
      zip.putNextEntry(entry);
      write(arrays[i], zip);
      zip.closeEntry();
    }
    zip.finish();
    zip.flush();
  }

  /** Passes everything on but {@link #close}, so that finishing the zip leaves the stream open. */
  private static final class NonClosing extends java.io.FilterOutputStream {
    NonClosing(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      out.write(b, off, len);
    }

    @Override
    public void close() throws IOException {
      flush();
    }
  }
}
