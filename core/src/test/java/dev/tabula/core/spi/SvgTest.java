package dev.tabula.core.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.SvgOptions;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class SvgTest {

  static Document parse(String svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    return f.newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void num_roundsToTwoDecimalsWithoutTrailingZeros() {
    assertEquals("0", Svg.num(0));
    assertEquals("0", Svg.num(-0.001));
    assertEquals("12", Svg.num(12));
    assertEquals("12.5", Svg.num(12.5));
    assertEquals("12.05", Svg.num(12.049));
    assertEquals("-3.25", Svg.num(-3.25));
    assertEquals("1000000", Svg.num(1e6));
    assertThrows(IllegalArgumentException.class, () -> Svg.num(Double.NaN));
  }

  @Test
  void begin_writesRootWithDataAttributesAndScaledSize() throws Exception {
    String svg =
        Svg.begin("g", "a<b\"c&d", 100, 50, SvgOptions.defaults().scale(2))
            .element("rect", "width", 100, "height", 50.5, "fill", Svg.PALETTE.get(1))
            .text("text", "x < y & \"z\"", "x", 1.25, "y", 2)
            .finish();
    Element root = parse(svg).getDocumentElement();
    assertEquals("svg", root.getLocalName());
    assertEquals("http://www.w3.org/2000/svg", root.getNamespaceURI());
    assertEquals("0 0 100 50", root.getAttribute("viewBox"));
    assertEquals("200", root.getAttribute("width"));
    assertEquals("100", root.getAttribute("height"));
    assertEquals("g", root.getAttribute("data-game"));
    assertEquals("a<b\"c&d", root.getAttribute("data-position"));
    Element text = (Element) root.getElementsByTagName("text").item(0);
    assertEquals("x < y & \"z\"", text.getTextContent());
    assertEquals("1.25", text.getAttribute("x"));
    Element rect = (Element) root.getElementsByTagName("rect").item(0);
    assertEquals("50.5", rect.getAttribute("height"));
  }

  @Test
  void rect_writesPositionAndSizeFirst() {
    String svg =
        Svg.begin("g", "p", 10, 10, SvgOptions.defaults())
            .rect(1, 2.5, 3, 4, "rx", 2, "fill", "#fff")
            .finish();
    assertTrue(
        svg.contains("<rect x=\"1\" y=\"2.5\" width=\"3\" height=\"4\" rx=\"2\" fill=\"#fff\"/>\n"),
        svg);
  }

  @Test
  void part_writesAViewOfThePartWithItsKindAndRefusesAnEmptyOne() {
    Svg svg = Svg.begin("g", "p", 100, 50, SvgOptions.defaults());
    String text =
        svg.part(Svg.Part.BOARD, 0, 0, 50, 50).part(Svg.Part.PANEL, 50.5, 0, 49.5, 30).finish();
    assertTrue(
        text.contains(
            "<view class=\"part board\" viewBox=\"0 0 50 50\"/>\n"
                + "<view class=\"part panel\" viewBox=\"50.5 0 49.5 30\"/>\n"),
        text);
    Svg other = Svg.begin("g", "p", 10, 10, SvgOptions.defaults());
    assertThrows(IllegalArgumentException.class, () -> other.part(Svg.Part.BOARD, 0, 0, 0, 10));
    assertThrows(
        IllegalArgumentException.class, () -> other.part(Svg.Part.PANEL, 0, 0, 10, Double.NaN));
  }

  @Test
  void phoneFontSize_wholeUnitsThatShowAtLeastThatSizeAcrossAPhone() {
    // a part 348 units wide is shown at 1 CSS px a unit; 422 units (Marrakech's panel) at 0.82
    assertEquals(12.0, Svg.phoneFontSize(348, 12));
    assertEquals(15.0, Svg.phoneFontSize(422, 12));
    assertEquals(10.0, Svg.phoneFontSize(290, 12));
    assertEquals(11.0, Svg.phoneFontSize(312, 12));
    assertEquals(20.0, Svg.phoneFontSize(628, 11));
    for (double w : new double[] {100, 312.5, 456, 604, 1000}) {
      double size = Svg.phoneFontSize(w, 11);
      assertTrue(size * 348 / w >= 11 && (size - 1) * 348 / w < 11, w + ": " + size);
    }
    assertThrows(IllegalArgumentException.class, () -> Svg.phoneFontSize(0, 12));
    assertThrows(IllegalArgumentException.class, () -> Svg.phoneFontSize(100, -1));
    assertThrows(IllegalArgumentException.class, () -> Svg.phoneFontSize(Double.NaN, 12));
  }

  @Test
  void nullValues_leaveTheirAttributeOut() {
    String svg =
        Svg.begin("g", "p", 10, 10, SvgOptions.defaults())
            .element("circle", "class", null, "r", 2, "stroke-dasharray", null)
            .rect(1, 2, 3, 4, "rx", null, "fill", "#fff")
            .finish();
    assertTrue(svg.contains("<circle r=\"2\"/>\n"), svg);
    assertTrue(svg.contains("<rect x=\"1\" y=\"2\" width=\"3\" height=\"4\" fill=\"#fff\"/>"), svg);
  }

  @Test
  void label_writesClassAndPointFirst_thenTheOtherAttributes() {
    String svg =
        Svg.begin("g", "p", 10, 10, SvgOptions.defaults())
            .label("a<b", "count", 1.5, 2, "text-anchor", "middle", "fill", "#000")
            .label("free", null, 3, 4)
            .finish();
    assertTrue(
        svg.contains(
            "<text class=\"count\" x=\"1.5\" y=\"2\" text-anchor=\"middle\" fill=\"#000\">"
                + "a&lt;b</text>\n"),
        svg);
    assertTrue(svg.contains("<text x=\"3\" y=\"4\">free</text>\n"), svg);
  }

  @Test
  void styledLabel_writesSizeWeightAnchorAndFillInThatOrder() {
    String svg =
        Svg.begin("g", "p", 10, 10, SvgOptions.defaults())
            .label("Ann", "name", 10, 20.25, 14, "bold", "end", "#111")
            .label("12", null, 1, 2, 12.5, null, null, "#222")
            .finish();
    assertTrue(
        svg.contains(
            "<text class=\"name\" x=\"10\" y=\"20.25\" font-size=\"14\" font-weight=\"bold\""
                + " text-anchor=\"end\" fill=\"#111\">Ann</text>\n"),
        svg);
    assertTrue(
        svg.contains("<text x=\"1\" y=\"2\" font-size=\"12.5\" fill=\"#222\">12</text>\n"), svg);
  }

  @Test
  void xy_writesTwoNumbersWithASpace() {
    assertEquals("1.5 -2", Svg.xy(1.5, -2));
    assertThrows(IllegalArgumentException.class, () -> Svg.xy(0, Double.POSITIVE_INFINITY));
  }

  @Test
  void wrap_breaksAtSpacesWithinTheWidth() {
    assertEquals(List.of("aa bb", "ccc", "dddddddd", "e"), Svg.wrap("aa bb ccc dddddddd e", 6));
    assertEquals(List.of(""), Svg.wrap("", 6));
    assertEquals(List.of("abc"), Svg.wrap("abc", 3));
  }

  @Test
  void controlCharactersAndNewlinesStayWellFormed() throws Exception {
    String svg =
        Svg.begin("g", "line1\nline2\u0001", 10, 10, SvgOptions.defaults())
            .text("text", "a\u0000b\u0007c")
            .finish();
    Element root = parse(svg).getDocumentElement();
    assertEquals("line1\nline2 ", root.getAttribute("data-position"));
  }

  @Test
  void misuse_isRefused() {
    assertThrows(
        IllegalArgumentException.class, () -> Svg.begin("g", "p", 0, 10, SvgOptions.defaults()));
    Svg svg = Svg.begin("g", "p", 10, 10, SvgOptions.defaults());
    assertThrows(IllegalArgumentException.class, () -> svg.element("rect", "width"));
    assertThrows(IllegalStateException.class, svg::close);
    svg.open("g");
    assertThrows(IllegalStateException.class, svg::finish);
    svg.close();
    svg.finish();
    assertThrows(IllegalStateException.class, svg::finish);
    assertThrows(IllegalStateException.class, () -> svg.element("rect"));
  }

  @Test
  void options_areImmutableValues() {
    SvgOptions<Integer, Integer> d = SvgOptions.defaults();
    SvgOptions<Integer, Integer> o = d.lastMove(5, 2).targets(java.util.List.of(1, 2));
    assertTrue(d.lastMove().isEmpty());
    assertTrue(d.targets().isEmpty());
    assertEquals(5, o.before().orElseThrow());
    assertEquals(2, o.lastMove().orElseThrow());
    assertEquals(java.util.List.of(1, 2), o.targets());
    assertTrue(o.coordinates(true).coordinates());
    assertEquals(1.0, o.scale());
    assertThrows(IllegalArgumentException.class, () -> d.scale(0));
    assertThrows(IllegalArgumentException.class, () -> d.scale(Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> d.scale(101));
  }

  @Test
  void begin_refusesEveryEmptySize() {
    for (double[] size : new double[][] {{10, 0}, {0, 10}, {10, -1}, {-1, 10}, {10, Double.NaN}}) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> Svg.begin("g", "p", size[0], size[1], SvgOptions.defaults()),
              size[0] + "x" + size[1]);
      assertTrue(e.getMessage().startsWith("a drawing has a positive size, got "), e.getMessage());
    }
  }

  @Test
  void writer_chains_andSaysWhatIsWrongAtTheEnd() throws Exception {
    String svg =
        Svg.begin("g", "p", 10, 10, SvgOptions.defaults())
            .open("g", "fill", "#000000")
            .open("g")
            .element("circle", "r", 2.5)
            .close()
            .close()
            .finish();
    Element root = parse(svg).getDocumentElement();
    assertEquals("2.5", ((Element) root.getElementsByTagName("circle").item(0)).getAttribute("r"));
    assertEquals(2, root.getElementsByTagName("g").getLength());

    Svg open = Svg.begin("g", "p", 10, 10, SvgOptions.defaults()).open("defs");
    assertEquals(
        "still open: defs", assertThrows(IllegalStateException.class, open::finish).getMessage());
    Svg done = Svg.begin("g", "p", 10, 10, SvgOptions.defaults());
    done.finish();
    assertEquals(
        "the document is finished",
        assertThrows(IllegalStateException.class, done::finish).getMessage());
  }

  @Test
  void ofText_sizesTheDrawingByColumnsAndRows() throws Exception {
    String svg = Svg.ofText("g", "p", "ab\ncde", SvgOptions.defaults());
    Element root = parse(svg).getDocumentElement();
    // 16 + 3 columns * 8.4 wide, 16 + 2 rows * 17 high; baselines 13 below each row's top
    assertEquals("0 0 41.2 50", root.getAttribute("viewBox"));
    org.w3c.dom.NodeList texts = root.getElementsByTagName("text");
    assertEquals(2, texts.getLength());
    assertEquals("21", ((Element) texts.item(0)).getAttribute("y"));
    assertEquals("38", ((Element) texts.item(1)).getAttribute("y"));
    assertEquals("cde", texts.item(1).getTextContent());
  }

  @Test
  void options_scaleBounds_andCoordinatesOffByDefault() {
    SvgOptions<Integer, Integer> d = SvgOptions.defaults();
    assertEquals(false, d.coordinates());
    assertEquals(100.0, d.scale(100).scale());
    assertEquals(0.01, d.scale(0.01).scale());
    assertThrows(IllegalArgumentException.class, () -> d.scale(-1));
    assertThrows(IllegalArgumentException.class, () -> d.scale(0.0099), "a width of 0 or so");
    assertThrows(IllegalArgumentException.class, () -> d.scale(1e-300), "a width of 0");
  }
}
