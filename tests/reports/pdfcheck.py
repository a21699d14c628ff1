"""Reading the PDFs back: text with pypdf, pages rendered with pypdfium2, QR codes read with zxing-cpp."""

from __future__ import annotations

import io

from pypdf import PdfReader

# pypdfium2 and zxing-cpp (native libraries) are imported where used, not when pytest collects the suite.


def reader(data: bytes) -> PdfReader:
    assert data.startswith(b"%PDF"), data[:20]
    return PdfReader(io.BytesIO(data))


def pages(data: bytes) -> int:
    return len(reader(data).pages)


def page_texts(data: bytes) -> list[str]:
    return [p.extract_text() or "" for p in reader(data).pages]


def text(data: bytes) -> str:
    return "\n".join(page_texts(data))


def flat(s: str) -> str:
    """Text without whitespace (pypdf may break a wrapped cell's words across lines)."""
    return "".join(s.split())


def qr_codes(data: bytes, page: int = 0, scale: float = 3.0) -> list[str]:
    import pypdfium2 as pdfium
    import zxingcpp

    doc = pdfium.PdfDocument(data)
    try:
        image = doc[page].render(scale=scale).to_pil().convert("L")
    finally:
        doc.close()
    return sorted(r.text for r in zxingcpp.read_barcodes(image) if r.format == zxingcpp.BarcodeFormat.QRCode)


def page_size(data: bytes, page: int = 0) -> tuple[float, float]:
    box = reader(data).pages[page].mediabox
    return float(box.width), float(box.height)


def glyphs(data: bytes, page: int = 0) -> list[tuple[str, str, float, float, float]]:
    """Every character drawn on a page as pdfium sees it: (character, font name without its subset prefix,
    font size, x and y of its origin on the baseline)."""
    import ctypes

    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    doc = pdfium.PdfDocument(data)
    out = []
    try:
        tp = doc[page].get_textpage()
        buf = ctypes.create_string_buffer(256)
        flags = ctypes.c_int()
        count = tp.count_chars()
        for i in range(count):
            code = raw.FPDFText_GetUnicode(tp.raw, i)
            if 0xDC00 <= code <= 0xDFFF:
                continue  # the second half of a surrogate pair, joined to the first below
            if 0xD800 <= code <= 0xDBFF and i + 1 < count:  # pdfium gives UTF-16 code units
                code = chr(code).encode("utf-16-le", "surrogatepass")
                code += chr(raw.FPDFText_GetUnicode(tp.raw, i + 1)).encode("utf-16-le", "surrogatepass")
                code = ord(code.decode("utf-16-le"))
            ch = chr(code)
            if ch.isspace():
                continue
            raw.FPDFText_GetFontInfo(tp.raw, i, buf, len(buf), ctypes.byref(flags))
            font = buf.value.decode("latin-1").split("+", 1)[-1]
            x, y = ctypes.c_double(), ctypes.c_double()
            raw.FPDFText_GetCharOrigin(tp.raw, i, ctypes.byref(x), ctypes.byref(y))
            out.append((ch, font, raw.FPDFText_GetFontSize(tp.raw, i), x.value, y.value))
        tp.close()
    finally:
        doc.close()
    return out
