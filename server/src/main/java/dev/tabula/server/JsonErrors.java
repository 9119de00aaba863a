package dev.tabula.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.util.List;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.jspecify.annotations.Nullable;

/**
 * Jetty's own error answers (a request it refuses before Javalin sees it, such as a URI with a
 * {@code %00} in it) as the API's JSON error, without stack traces or server details.
 */
final class JsonErrors extends ErrorHandler {
  private static final ObjectMapper JSON = new ObjectMapper();

  JsonErrors() {
    setShowStacks(false);
    setShowCauses(false);
    setShowOrigin(false);
  }

  static byte[] body(int status, @Nullable String message) {
    String text = message == null || message.isBlank() ? HttpStatus.getMessage(status) : message;
    try {
      return JSON.writeValueAsBytes(new Views.ErrorView(status, "refused: " + text));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("an error view is always written", e);
    }
  }

  @Override
  protected boolean generateAcceptableResponse(
      Request request,
      Response response,
      Callback callback,
      String contentType,
      List<Charset> charsets,
      int code,
      @Nullable String message,
      @Nullable Throwable cause) {
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
    response.write(true, ByteBuffer.wrap(body(code, message)), callback);
    return true;
  }

  @Override
  public ByteBuffer badMessageError(
      int status, @Nullable String reason, HttpFields.Mutable fields) {
    fields.put(new HttpField(HttpHeader.CONTENT_TYPE, "application/json"));
    return ByteBuffer.wrap(body(status, reason));
  }
}
