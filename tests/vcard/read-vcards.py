"""Reads vCards with vobject (Debian python3-vobject), a parser independent of ical.js.

stdin: a JSON list of base64-encoded files (their exact UTF-8 bytes). stdout: a JSON list with,
per file, the fields the tests assert on (see ReadCard in vcard-readers.ts), or {"error": ...}.
Bytes are decoded as strict UTF-8: a file that is not valid UTF-8 is an error.
"""
import base64
import json
import sys

import vobject


def text(value):
    """A decoded value; vobject splits a value on bare commas into a list."""
    if isinstance(value, list):
        return ",".join(text(v) for v in value)
    return value


def types(line):
    return [t.upper() for t in line.params.get("TYPE", [])]


def read(data):
    card = vobject.readOne(data.decode("utf-8"))
    lines = list(card.getChildren())
    labels = {
        line.group.lower(): line.value
        for line in lines
        if line.name.upper() == "X-ABLABEL" and line.group
    }

    def label(line):
        return labels.get(line.group.lower()) if line.group else None

    def of(name):
        return [line for line in lines if line.name.upper() == name]

    def is_empty(line):
        value = line.value
        if isinstance(value, vobject.vcard.Name):
            value = [value.family, value.given, value.additional, value.prefix, value.suffix]
        elif isinstance(value, vobject.vcard.Address):
            value = [value.box, value.extended, value.street, value.city, value.region,
                     value.code, value.country]
        if isinstance(value, list):
            return all(text(v) == "" for v in value)
        return value in ("", b"", None)

    return {
        "names": [line.name.upper() for line in lines],
        "empty": [line.name.upper() for line in lines if is_empty(line)],
        "fn": [line.value for line in of("FN")],
        "n": [
            {
                "family": text(n.value.family),
                "given": text(n.value.given),
                "additional": text(n.value.additional),
                "prefix": text(n.value.prefix),
                "suffix": text(n.value.suffix),
            }
            for n in of("N")
        ],
        "org": [[text(unit) for unit in line.value] for line in of("ORG")],
        "tel": [
            {"value": line.value, "types": types(line), "label": label(line)}
            for line in of("TEL")
        ],
        "email": [
            {"value": line.value, "types": types(line), "label": label(line)}
            for line in of("EMAIL")
        ],
        "url": [{"value": line.value, "label": label(line)} for line in of("URL")],
        "socialProfiles": [
            {"network": line.params.get("TYPE", [""])[0], "value": line.value}
            for line in of("X-SOCIALPROFILE")
        ],
        "adr": [
            {
                "types": types(line),
                "parts": [
                    text(line.value.box),
                    text(line.value.extended),
                    text(line.value.street),
                    text(line.value.city),
                    text(line.value.region),
                    text(line.value.code),
                    text(line.value.country),
                ],
            }
            for line in of("ADR")
        ],
        "photo": [{"types": types(line), "bytes": len(line.value)} for line in of("PHOTO")],
    }


def main():
    results = []
    for encoded in json.load(sys.stdin):
        try:
            results.append(read(base64.b64decode(encoded)))
        except Exception as error:  # reported to the test, which fails on it
            results.append({"error": f"{type(error).__name__}: {error}"})
    json.dump(results, sys.stdout)


main()
