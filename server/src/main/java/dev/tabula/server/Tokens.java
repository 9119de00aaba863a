package dev.tabula.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import org.jspecify.annotations.Nullable;

/**
 * Seat tokens: 128 random bits from {@link SecureRandom}, written as 22 characters of URL-safe
 * base64. The server keeps only each token's SHA-256 digest and compares digests with {@link
 * MessageDigest#isEqual}, whose time does not depend on where they differ; tokens are never logged
 * and never appear in a URL.
 */
final class Tokens {
  /** Random bytes per token: 128 bits. */
  static final int BYTES = 16;

  private static final SecureRandom RANDOM = new SecureRandom();

  private Tokens() {}

  /** A new token. */
  static String create() {
    byte[] bytes = new byte[BYTES];
    RANDOM.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  /** The digest the server keeps of a token. */
  static byte[] digest(String token) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  /** Whether a token given by a client is the one whose digest is kept, in constant time. */
  static boolean matches(@Nullable String given, byte @Nullable [] kept) {
    if (given == null || kept == null) {
      return false;
    }
    return MessageDigest.isEqual(digest(given), kept);
  }
}
