#!/usr/bin/env python3
"""Every public declaration in Sources/**/*.swift has a `///` doc comment.

Usage: scripts/check-doc-comments.sh [PATH ...]   (default: Sources)

Prints `file:line: public declaration without a doc comment: <decl>` for each one that has
none, a count per module on stderr, and exits 1 if there was any (0 if none, 2 on bad usage).

What counts as a public declaration
  - A `func`, `var`, `let`, `init`, `subscript`, `class`, `struct`, `enum`, `case`, `protocol`,
    `typealias`, `actor`, `associatedtype` or `macro` that is effectively public:
    * it says `public` or `open` (`public private(set) var` included; `private(set)` alone is
      not public) and everything around it is public too: a `public` member of an internal
      type is not API. Extensions of a type declared in the same module take that type's
      access; extensions of types from elsewhere (`IndexPath`, `CGSize`) are public;
    * or it has no access modifier and sits in a `public extension` (members of an extension
      default to the extension's access);
    * or it is a requirement of a public protocol (requirements carry no `public`);
    * or it is a `case` of a public enum. `case a, b` on one line is one declaration: one doc
      comment above the line covers every case on it.
  - Not declarations for this check: `import` (also `@_exported import`), `extension` itself
    (DocC has no page for an extension; its members are checked), `deinit` (never public),
    `operator`/`precedencegroup` declarations, and anything inside a function, accessor or
    closure body.
  - `override` members are exempt: DocC gives an override its overridden declaration's
    documentation, so a comment is needed only where the override behaves differently.

What counts as a doc comment
  The line just above the declaration, skipping its attributes (`@MainActor`,
  `@discardableResult`, `@available(...)` over several lines, ...), is a `///` line or the end
  of a `/** ... */` block. A blank line, a plain `//` comment or an `#if` between the doc
  comment and the declaration is reported. That is stricter than the compiler, which attaches
  a doc comment across blank lines and plain comments (and, of two doc comments separated by a
  blank line, keeps the later): a comment that is not directly above its declaration is
  usually about something else (a file's header, a MARK), so the checker asks for one that is.
"""

import os
import re
import sys
from collections import OrderedDict

DECL_KEYWORDS = {
    "func", "var", "let", "init", "subscript", "class", "struct", "enum", "case", "protocol",
    "typealias", "actor", "associatedtype", "macro", "deinit", "extension", "import",
    "operator", "precedencegroup",
}
CHECKED = {
    "func", "var", "let", "init", "subscript", "class", "struct", "enum", "case", "protocol",
    "typealias", "actor", "associatedtype", "macro",
}
TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "actor", "extension"}
ACCESS = {"public", "open", "package", "internal", "fileprivate", "private"}
MODIFIERS = ACCESS | {
    "static", "final", "override", "mutating", "nonmutating", "convenience", "required",
    "lazy", "weak", "unowned", "dynamic", "indirect", "nonisolated", "isolated", "optional",
    "prefix", "postfix", "infix", "consuming", "borrowing", "__consuming", "distributed",
    "sending",
}
# `class` is a modifier when another modifier or one of these follows it (`class func`).
CLASS_MEMBER_KEYWORDS = {"func", "var", "let", "subscript", "typealias"}


class Token:
    __slots__ = ("kind", "text", "line", "end_line", "col", "adjacent_paren")

    def __init__(self, kind, text, line, end_line, col):
        self.kind = kind          # ident, attr, punct, string, number, doc, comment, directive
        self.text = text
        self.line = line
        self.end_line = end_line
        self.col = col
        self.adjacent_paren = False


IDENT_START = re.compile(r"[A-Za-z_\u0080-\U0010FFFF]")
IDENT_CHAR = re.compile(r"[A-Za-z0-9_\u0080-\U0010FFFF]")
STRING_OPEN = re.compile(r'(#*)("""|")')


def tokenize(src):
    """Swift, lexed as far as finding declarations needs: comments, strings (with
    interpolation, multi-line and raw), identifiers, attributes, directives and punctuation."""
    tokens = []
    i, n, line, col0 = 0, len(src), 1, 0

    def col(pos):
        return pos - col0

    # Interpolation: a stack of (paren depth, string delimiter) for the strings we are inside.
    interp = []
    paren = 0

    def lex_string(i, hashes, triple):
        """Lexes string content from i (just after the opening quote(s)); returns the end
        index, or ("interp", index) when an interpolation starts."""
        nonlocal line, col0
        close = ('"""' if triple else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if src.startswith(escape, i):
                j = i + len(escape)
                if j < n and src[j] == "(":
                    return ("interp", j + 1)
                if j < n and src[j] == "\n":
                    line += 1
                    col0 = j + 1
                i = j + 1
                continue
            if src.startswith(close, i):
                return ("end", i + len(close))
            if src[i] == "\n":
                line += 1
                col0 = i + 1
            i += 1
        return ("end", n)

    def string_from(i, start_line, start_col, hashes, triple):
        nonlocal paren
        what, j = lex_string(i, hashes, triple)
        tokens.append(Token("string", src[i:j], start_line, line, start_col))
        if what == "interp":
            interp.append((paren, hashes, triple))
            paren += 1
        return j

    while i < n:
        c = src[i]
        if c == "\n":
            line += 1
            col0 = i + 1
            i += 1
            continue
        if c in " \t\r":
            i += 1
            continue
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            text = src[i:j]
            kind = "doc" if text.startswith("///") and not text.startswith("////") else "comment"
            tokens.append(Token(kind, text, line, line, col(i)))
            i = j
            continue
        if src.startswith("/*", i):
            start_line, start_col = line, col(i)
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif src.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    if src[j] == "\n":
                        line += 1
                        col0 = j + 1
                    j += 1
            text = src[i:j]
            kind = "doc" if text.startswith("/**") and not text.startswith("/**/") else "comment"
            tokens.append(Token(kind, text, start_line, line, start_col))
            i = j
            continue
        m = STRING_OPEN.match(src, i) if c in '#"' else None
        if m:
            hashes, quotes = len(m.group(1)), m.group(2)
            i = string_from(m.end(), line, col(i), hashes, quotes == '"""')
            continue
        if c == "(":
            paren += 1
            tokens.append(Token("punct", c, line, line, col(i)))
            i += 1
            continue
        if c == ")":
            paren -= 1
            if interp and interp[-1][0] == paren:
                _, hashes, triple = interp.pop()
                i = string_from(i + 1, line, col(i), hashes, triple)
                continue
            tokens.append(Token("punct", c, line, line, col(i)))
            i += 1
            continue
        if c == "`":
            j = src.find("`", i + 1)
            j = n if j < 0 else j + 1
            tokens.append(Token("ident", src[i + 1:j - 1], line, line, col(i)))
            i = j
            continue
        if c == "@" or c == "#":
            j = i + 1
            while j < n and IDENT_CHAR.match(src[j]):
                j += 1
            kind = "attr" if c == "@" else "directive"
            tok = Token(kind, src[i:j], line, line, col(i))
            tok.adjacent_paren = j < n and src[j] == "("
            tokens.append(tok)
            i = j
            continue
        if IDENT_START.match(c):
            j = i + 1
            while j < n and IDENT_CHAR.match(src[j]):
                j += 1
            tok = Token("ident", src[i:j], line, line, col(i))
            tok.adjacent_paren = j < n and src[j] == "("
            tokens.append(tok)
            i = j
            continue
        if c.isdigit():
            j = i + 1
            while j < n and (src[j].isalnum() or src[j] in "._"):
                j += 1
            tokens.append(Token("number", src[i:j], line, line, col(i)))
            i = j
            continue
        tokens.append(Token("punct", c, line, line, col(i)))
        i += 1
    return tokens


class Scope:
    """A brace-delimited region. Declarations are looked for only in `file`, `type` (struct,
    class, enum, actor, protocol) and `extension` scopes; everything else is `code`."""

    def __init__(self, kind, name=None, public=False, default_public=False, protocol=False,
                 enum=False):
        self.kind = kind
        self.name = name                      # qualified name, for nesting
        self.public = public                  # members may be public at all
        self.default_public = default_public  # members without a modifier are public
        self.protocol = protocol              # members are requirements
        self.enum = enum                      # `case` declares cases
        self.depth = 0                        # ( and [ open in this scope


class Decl:
    __slots__ = ("keyword", "name", "modifiers", "line", "start", "text")


def parse_decl(tokens, k):
    """Attributes, modifiers and a declaration keyword starting at tokens[k] (which is the
    first significant token of a statement). Returns (Decl, index after the keyword) or None."""
    n = len(tokens)
    start = k
    mods = []
    while k < n:
        t = tokens[k]
        if t.kind == "attr":
            k += 1
            if t.adjacent_paren and k < n and tokens[k].text == "(":
                depth = 0
                while k < n:
                    if tokens[k].text == "(":
                        depth += 1
                    elif tokens[k].text == ")":
                        depth -= 1
                        if depth == 0:
                            k += 1
                            break
                    k += 1
            continue
        if t.kind != "ident":
            return None
        word = t.text
        if word == "class" and k + 1 < n and tokens[k + 1].kind == "ident" and (
                tokens[k + 1].text in MODIFIERS or tokens[k + 1].text in CLASS_MEMBER_KEYWORDS):
            mods.append("class")
            k += 1
            continue
        if word in MODIFIERS:
            # `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`: one modifier.
            if t.adjacent_paren and k + 3 < n and tokens[k + 1].text == "(" \
                    and tokens[k + 3].text == ")":
                mods.append(word + "(" + tokens[k + 2].text + ")")
                k += 4
            else:
                mods.append(word)
                k += 1
            continue
        if word in DECL_KEYWORDS:
            d = Decl()
            d.keyword = word
            d.modifiers = mods
            d.line = t.line
            d.start = start
            d.name = None
            if word in TYPE_KEYWORDS or word in ("typealias", "associatedtype"):
                # The (possibly qualified) name: `extension Foo.Bar where ...`.
                parts, j = [], k + 1
                while j < n and tokens[j].kind == "ident":
                    parts.append(tokens[j].text)
                    if j + 1 < n and tokens[j + 1].text == ".":
                        j += 2
                    else:
                        break
                d.name = ".".join(parts) if parts else None
            return d, k + 1
        return None
    return None


def access_of(mods):
    for m in mods:
        if m in ACCESS:
            return m
    return None


def scan(src, known_types, record=None):
    """Every declaration found in a declaration scope, with the scopes around it. Extensions
    are judged by the types in known_types (qualified name -> effectively public); the types
    this file declares are added to record."""
    tokens = tokenize(src)
    stack = [Scope("file", public=True)]
    pending = None
    prev_sig = None   # the previous significant (non-comment) token
    results = []
    k, n = 0, len(tokens)
    while k < n:
        t = tokens[k]
        if t.kind in ("doc", "comment"):
            k += 1
            continue
        scope = stack[-1]
        if t.text == "{" and t.kind == "punct":
            stack.append(pending if pending is not None else Scope("code"))
            pending = None
            prev_sig = t
            k += 1
            continue
        if t.text == "}" and t.kind == "punct":
            if len(stack) > 1:
                stack.pop()
            pending = None
            prev_sig = t
            k += 1
            continue
        if t.kind == "punct" and t.text in "([":
            scope.depth += 1
        elif t.kind == "punct" and t.text in ")]":
            scope.depth -= 1
        at_start = (prev_sig is None or prev_sig.end_line < t.line
                    or (prev_sig.kind == "punct" and prev_sig.text in "{};"))
        if scope.kind != "code" and scope.depth == 0 and at_start \
                and t.kind in ("ident", "attr"):
            parsed = parse_decl(tokens, k)
            if parsed:
                d, after = parsed
                results.append((d, list(stack)))
                pending = make_scope(d, stack, known_types, record)
                # Skip the attributes and modifiers we just read (their parens included).
                prev_sig = tokens[after - 1]
                k = after
                continue
        prev_sig = t
        k += 1
    return tokens, results



def effective_public(d, scope):
    """Whether declaration d, directly inside scope, is public API (given scope.public)."""
    if not scope.public:
        return False
    acc = access_of(d.modifiers)
    if scope.protocol:
        return True
    if acc in ("public", "open"):
        return True
    if acc is not None:
        return False
    if d.keyword == "case" and scope.enum:
        return True
    return scope.default_public


def make_scope(d, stack, known_types, record):
    """The scope a declaration's `{` opens (None: the next `{` is a body, i.e. code)."""
    parent = stack[-1]
    if d.keyword not in TYPE_KEYWORDS:
        return None
    qualified = d.name
    if d.keyword != "extension" and parent.name:
        qualified = parent.name + "." + d.name if d.name else parent.name
    if d.keyword == "extension":
        acc = access_of(d.modifiers)
        if acc is not None and acc not in ("public", "open"):
            capable = False
        else:
            capable = known_types.get(d.name, True) if d.name else True
        return Scope("extension", name=d.name, public=capable,
                     default_public=capable and acc == "public")
    public = effective_public(d, parent)
    if record is not None and qualified:
        record.setdefault(qualified, public)
    return Scope("type", name=qualified, public=public,
                 protocol=d.keyword == "protocol", enum=d.keyword == "enum")


def has_doc_comment(tokens, d):
    """The token just before the declaration (attributes included) is a doc comment ending
    on the line above."""
    first = tokens[d.start]
    j = d.start - 1
    if j < 0:
        return False
    before = tokens[j]
    return before.kind == "doc" and before.end_line == first.line - 1


def describe(line, comment_col):
    """The declaration's line, without a trailing comment or opening brace."""
    if comment_col is not None:
        line = line[:comment_col]
    text = re.sub(r"\s*\{\s*$", "", line.strip())
    return text if len(text) <= 120 else text[:117] + "..."


def module_of(path):
    parts = os.path.normpath(path).split(os.sep)
    if "Sources" in parts:
        idx = len(parts) - 1 - parts[::-1].index("Sources")
        if idx + 1 < len(parts) - 1:
            return parts[idx + 1]
    return os.path.dirname(os.path.normpath(path)) or "."


def swift_files(paths):
    for p in paths:
        if os.path.isfile(p):
            yield p
        elif os.path.isdir(p):
            for root, dirs, files in os.walk(p):
                dirs[:] = sorted(d for d in dirs if not d.startswith(".") and not d.endswith(".docc"))
                for f in sorted(files):
                    if f.endswith(".swift"):
                        yield os.path.join(root, f)
        else:
            print(f"check-doc-comments: no such file or directory: {p}", file=sys.stderr)
            sys.exit(2)


def main(argv):
    paths = argv[1:] or ["Sources"]
    files = list(swift_files(paths))
    by_module = OrderedDict()
    for f in files:
        by_module.setdefault(module_of(f), []).append(f)

    missing = []
    counts = OrderedDict()
    for module, module_files in by_module.items():
        sources = {}
        for f in module_files:
            with open(f, encoding="utf-8") as fh:
                sources[f] = fh.read()
        # Which of the module's types are public, so that extensions of them are judged by
        # them. An extension of a type from another module (IndexPath, CGSize) can be public:
        # we could not extend it otherwise. Twice, so that types nested in extensions of
        # internal types are seen to be internal.
        known_types = {}
        for _ in range(2):
            record = {}
            for f in module_files:
                scan(sources[f], known_types, record)
            known_types = record
        # Pass 2: the declarations.
        counts[module] = 0
        for f in module_files:
            tokens, results = scan(sources[f], known_types)
            lines = sources[f].split("\n")
            comment_col = {}
            for t in tokens:
                if t.kind in ("doc", "comment"):
                    comment_col.setdefault(t.line, t.col)
            for d, stack in results:
                if d.keyword not in CHECKED:
                    continue
                if "override" in d.modifiers:
                    continue
                if not effective_public(d, stack[-1]):
                    continue
                if has_doc_comment(tokens, d):
                    continue
                missing.append(f"{f}:{d.line}: public declaration without a doc comment: "
                               f"{describe(lines[d.line - 1], comment_col.get(d.line))}")
                counts[module] += 1

    for m in missing:
        print(m)
    total = sum(counts.values())
    summary = ", ".join(f"{m} {c}" for m, c in counts.items() if c)
    if total:
        print(f"check-doc-comments: {total} public declarations without a doc comment "
              f"({summary})", file=sys.stderr)
        return 1
    print(f"check-doc-comments: every public declaration in {len(files)} files has a doc comment",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
