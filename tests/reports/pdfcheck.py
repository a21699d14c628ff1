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
