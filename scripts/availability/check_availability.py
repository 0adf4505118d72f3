#!/usr/bin/env python3
"""Fails when code references a symbol of the standard library's modules (Swift, _Concurrency,
Synchronization, Observation, ...), or of any module whose symbol graph is given (the package's
own, the UIKit and SwiftUI stand-ins), that is newer than Package.swift's platforms, outside an
`if #available` / `guard #available` / `@available` scope that covers it.

Three sources, all from the compiler, none hand-written:
- the symbol graphs of those modules (swift-symbolgraph-extract): every public symbol's
  availability per Apple platform, as the stdlib's own `@available` attributes declare it;
- an index store (`swift build` writes one; `swiftc -index-store-path` for the fixtures): every
  reference the type checker resolved, implicit ones included, with its USR and position;
- the compiler's parse tree (`swiftc -dump-parse -dump-ast-format json`) of the files that hold a
  reference newer than the floor: the availability scopes around each reference.
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

from indexstore import ROLE_DECLARATION, ROLE_DEFINITION, ROLE_REFERENCE, IndexStore

PLATFORMS = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
# SwiftPM's deployment targets for a platform the manifest does not name (tools 5.9 and later).
SWIFTPM_DEFAULTS = {"macOS": (10, 13), "iOS": (12, 0), "tvOS": (12, 0), "watchOS": (4, 0), "visionOS": (1, 0)}


def version(text):
    parts = tuple(int(p) for p in str(text).split("."))
    while len(parts) > 1 and parts[-1] == 0:
        parts = parts[:-1]
    return parts


def show(v):
    return ".".join(str(p) for p in (v + (0,) if len(v) == 1 else v))


def vision_from_ios(v):
    # The compiler lets an iOS attribute stand for visionOS where no visionOS one is given; iOS 17
    # is visionOS 1, iOS 18 visionOS 2, and from 26 the numbers agree.
    if v[0] >= 26:
        return v
    if v[0] >= 17:
        return (v[0] - 16,) + v[1:]
    return (1,)


def read_floor(package_swift):
    text = re.sub(r"//[^\n]*", "", open(package_swift).read())
    match = re.search(r"platforms\s*:\s*\[(.*?)\]", text, re.S)
    if not match:
        sys.exit(f"{package_swift}: found no `platforms:` list")
    floor = dict(SWIFTPM_DEFAULTS)
    # Both spellings: `.iOS("18.4")` and `.iOS(.v17)` / `.macOS(.v10_15)`.
    for name, quoted, enum in re.findall(r"\.(\w+)\(\s*(?:\"([\d.]+)\"|\.v(\d+(?:_\d+)*))\s*\)", match.group(1)):
        if name in floor:
            floor[name] = version(quoted or enum.replace("_", "."))
    return floor


class SymbolGraphs:
    def __init__(self, directory):
        self.symbols = {}  # USR -> (module, display name, own availability)
        self.parent = {}
        self.defaults = {}  # requirement USR -> its default implementations
        for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
            graph = json.load(open(path))
            module = os.path.basename(path).split("@")[0].split(".")[0]
            for symbol in graph["symbols"]:
                usr = symbol["identifier"]["precise"]
                name = ".".join(re.sub(r"\(.*", "", p) for p in symbol["pathComponents"])
                self.symbols[usr] = (module, name, self._own(symbol.get("availability", [])))
            for relation in graph["relationships"]:
                if relation["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf"):
                    self.parent.setdefault(relation["source"], relation["target"])
                elif relation["kind"] == "defaultImplementationOf":
                    self.defaults.setdefault(relation["target"], []).append(relation["source"])
        self._effective = {}

    @staticmethod
    def _own(entries):
        introduced, unavailable = {}, set()
        for entry in entries:
            domain = entry["domain"]
            # "Swift" is the language version, "*" carries deprecations; application extension
            # domains restrict extensions only. Neither raises the OS a call needs.
            if domain not in PLATFORMS:
                continue
            if entry.get("isUnconditionallyUnavailable"):
                unavailable.add(domain)
            elif "introduced" in entry:
                i = entry["introduced"]
                introduced[domain] = version(f"{i['major']}.{i.get('minor', 0)}.{i.get('patch', 0)}")
        if "visionOS" not in introduced and "iOS" in introduced:
            introduced["visionOS"] = vision_from_ios(introduced["iOS"])
        return introduced, unavailable

    def availability(self, usr):
        """What a reference to the symbol needs. The index names a protocol requirement where a
        call goes through one (`x &* y` on UInt64 is `FixedWidthInteger.&*`); when the stdlib
        adds a requirement to an old protocol it gives it a default implementation, and code
        built for older systems gets that, so a requirement needs no more than the most available
        of itself and its defaults (`&*`: none; `AsyncIteratorProtocol.next(isolation:)`: iOS 18)."""
        introduced, unavailable = self._declared(usr)
        for default in self.defaults.get(usr, []):
            if default not in self.symbols:
                continue
            other_introduced, other_unavailable = self._declared(default)
            introduced = {p: min(v, other_introduced[p]) for p, v in introduced.items() if p in other_introduced}
            unavailable &= other_unavailable
        return introduced, unavailable

    def _declared(self, usr):
        """The symbol's availability with its enclosing types' folded in: a member is never more
        available than its type or extension, and some graphs state it on the parent only."""
        if usr in self._effective:
            return self._effective[usr]
        self._effective[usr] = ({}, set())  # guards against a cycle
        _, _, (introduced, unavailable) = self.symbols[usr]
        introduced, unavailable = dict(introduced), set(unavailable)
        parent = self.parent.get(usr)
        if parent in self.symbols:
            parent_introduced, parent_unavailable = self._declared(parent)
            for platform, v in parent_introduced.items():
                introduced[platform] = max(v, introduced.get(platform, v))
            unavailable |= parent_unavailable
        self._effective[usr] = (introduced, unavailable)
        return self._effective[usr]

    def lookup(self, usr):
        if usr in self.symbols:
            return usr
        # An accessor (getter, setter, read, modify...) has its property's or subscript's availability.
        match = re.fullmatch(r"(.*)([vi])(?:g|s|r|M|x|w|W|a|l|y|u)", usr)
        if match and match.group(1) + match.group(2) + "p" in self.symbols:
            return match.group(1) + match.group(2) + "p"
        return None


class Node:
    __slots__ = ("kind", "label", "text", "range", "children")

    def __init__(self, kind, label, text):
        self.kind, self.label, self.text, self.children = kind, label, text, []
        match = RANGE.search(text)
        self.range = ((int(match[1]), int(match[2])), (int(match[3]), int(match[4]))) if match else None


RANGE = re.compile(r"range=\[.*?:(\d+):(\d+) - line:(\d+):(\d+)\]")
NODE = re.compile(r"^( *)\(([^\s()]+)(.*)$")


def unwrap_can_import(text, modules):
    """The source with each `#if` that tests `canImport` of one of `modules` unwrapped: its `#if`
    and `#endif` lines blanked, its `#else` / `#elseif` branches blanked whole, so that every
    other line keeps its number and columns."""
    lines, stack, blanking = text.split("\n"), [], 0
    tests = re.compile(r"\bcanImport\(\s*(" + "|".join(re.escape(m) for m in modules) + r")\s*\)")
    for index, line in enumerate(lines):
        directive = re.match(r"\s*#(if|elseif|else|endif)\b", line)
        kind = directive and directive[1]
        if kind == "if":
            stack.append(bool(tests.search(line)) and not blanking)
            if stack[-1]:
                lines[index] = ""
                continue
        elif kind in ("elseif", "else") and stack and stack[-1]:
            blanking += 1
        elif kind == "endif" and stack:
            if stack.pop():
                blanking -= 1 if blanking else 0
                lines[index] = ""
                continue
        if blanking:
            lines[index] = ""
    return "\n".join(lines)


def os_exclusions(text):
    """The line ranges under `#if !os(P)` (or `#if !os(P) && !os(Q)`), up to their `#else`,
    `#elseif` or `#endif`: code never compiled for those platforms, which a Linux build compiles
    and indexes all the same. Each is (first line, last line, {platforms})."""
    found, stack = [], []
    negated = re.compile(r"!os\(\s*(\w+)\s*\)")
    whole = re.compile(r"!os\(\s*\w+\s*\)(\s*&&\s*!os\(\s*\w+\s*\))*")
    for number, line in enumerate(text.split("\n"), 1):
        directive = re.match(r"\s*#(if|elseif|else|endif)\b(.*)", line)
        if not directive:
            continue
        kind, condition = directive[1], directive[2].split("//")[0].strip()
        if kind == "if":
            platforms = set(negated.findall(condition)) if whole.fullmatch(condition) else set()
            stack.append([number, platforms & set(PLATFORMS)])
        elif stack and (kind == "endif" or stack[-1][1]):
            start, platforms = stack.pop() if kind == "endif" else (stack[-1][0], stack[-1][1])
            if platforms:
                found.append((start, number, platforms))
            if kind != "endif":
                stack[-1][1] = set()
    return found


class Scopes:
    """The availability scopes of one file, from the compiler's parse tree: each is a range of
    (line, column) positions with, per platform, the version it guarantees, and the platforms
    where its code never runs. The tree is read from `swiftc -dump-parse`'s text form, one node
    per line, nested by indentation (its JSON form is malformed for some type aliases in 6.3)."""

    def __init__(self, path, can_import=()):
        if can_import:
            # A parse dump shows no code under `#if`, and the code a stand-in made compile is all
            # under `#if canImport(UIKit)`: the dump is of a copy without those directives.
            text = unwrap_can_import(open(path).read(), can_import)
            with tempfile.NamedTemporaryFile("w", suffix=".swift", delete=False) as copy:
                copy.write(text)
            try:
                output = subprocess.run(["swiftc", "-dump-parse", copy.name], capture_output=True, text=True)
            finally:
                os.unlink(copy.name)
        else:
            output = subprocess.run(["swiftc", "-dump-parse", path], capture_output=True, text=True)
        if output.returncode != 0:
            sys.exit(f"{path}: swiftc -dump-parse failed:\n{output.stderr}")
        root, stack = Node("root", "", ""), []
        for line in (output.stdout or output.stderr).splitlines():
            match = NODE.match(line)
            if not match:
                continue
            depth = len(match[1]) // 2
            label, _, kind = match[2].rpartition("=")
            node = Node(kind, label, match[3])
            del stack[depth:]
            (stack[-1] if stack else root).children.append(node)
            stack.append(node)
        self.scopes = []  # (start, end, {platform: version}, {unavailable platforms})
        self._walk(root)
        for start, end, platforms in os_exclusions(open(path).read()):
            self._add((start, 0), (end, sys.maxsize), {}, platforms)

    def _add(self, start, end, versions, unavailable):
        if versions or unavailable:
            self.scopes.append((start, end, versions, unavailable))

    @staticmethod
    def _span(node):
        """A declaration's range, stretched over its children (a property's range is its name;
        its accessors are children)."""
        start, end = node.range
        stack = list(node.children)
        while stack:
            child = stack.pop()
            if child.range and child.kind != "available_attr":
                start, end = min(start, child.range[0]), max(end, child.range[1])
            stack.extend(child.children)
        return start, end

    @staticmethod
    def _attributes(node):
        versions, unavailable = {}, set()
        for attr in node.children:
            if attr.kind != "available_attr":
                continue
            fields = dict(re.findall(r"(\w+)=([^\s)]+)", attr.text))
            domain = fields.get("domainIdentifier")
            if re.search(r"\bunavailable\b", attr.text):
                unavailable |= set(PLATFORMS) if domain == "*" else {domain}
            elif domain in PLATFORMS and "introduced" in fields:
                versions[domain] = version(fields["introduced"])
        # An attribute for iOS also speaks for visionOS unless one for visionOS is given
        # (the compiler's inheritsAvailabilityFromPlatform); not so for `#available`.
        if "iOS" in versions and "visionOS" not in versions:
            versions["visionOS"] = vision_from_ios(versions["iOS"])
        return versions, unavailable

    @staticmethod
    def _queries(statement):
        """Each availability condition of an `if` or `guard`: (versions, is #unavailable). `*` or
        an unnamed platform means the deployment floor, so it guarantees nothing there."""
        found = []
        for conditions in statement.children:
            if conditions.label != "conditions":
                continue
            for condition in conditions.children:
                if condition.kind not in ("#available", "#unavailable"):
                    continue
                specs = [dict(re.findall(r"(\w+)=([^\s)]+)", spec.text)) for spec in condition.children]
                versions = {s["domain"]: version(s["version"]) for s in specs
                            if s.get("domain") in PLATFORMS and "version" in s}
                # `#available` must end in `*`, `#unavailable` must not: the parse tree names
                # both `#available`, so the wildcard tells them apart.
                found.append((versions, not any(s.get("domain") == "*" for s in specs)))
        return found

    def _walk(self, node):
        for index, child in enumerate(node.children):
            if child.range and any(c.kind == "available_attr" for c in child.children):
                versions, unavailable = self._attributes(child)
                self._add(*self._span(child), versions, unavailable)
                # A property's type annotation is in the pattern binding before it.
                if child.kind == "var_decl" and index > 0 and node.children[index - 1].kind == "pattern_binding_decl":
                    self._add(*node.children[index - 1].range, versions, unavailable)
            branches = [c for c in child.children if c.label != "conditions" and c.range
                        and c.kind in ("brace_stmt", "if_stmt")]
            for versions, unavailability in self._queries(child):
                if child.kind == "if_stmt":
                    # then, else: `#unavailable` refines the else branch.
                    branch = branches[1] if unavailability else branches[0]
                    if branch is not None and (not unavailability or len(branches) > 1):
                        self._add(*branch.range, versions, set())
                elif child.kind == "guard_stmt":
                    if unavailability:
                        self._add(*branches[0].range, versions, set())
                    else:
                        # After `guard #available(...) else { ... }`, the rest of the block (of
                        # the file, at the top level of main.swift).
                        self._add(child.range[1], node.range[1] if node.range else (sys.maxsize, 0), versions, set())
            self._walk(child)

    def at(self, line, column):
        position = (line, column)
        versions, unavailable = {}, set()
        for start, end, scope_versions, scope_unavailable in self.scopes:
            if start <= position <= end:
                for platform, v in scope_versions.items():
                    versions[platform] = max(v, versions.get(platform, v))
                unavailable |= scope_unavailable
        return versions, unavailable


def indexed_files(store, roots):
    """The newest unit per source file under `roots`, and its records."""
    newest = {}
    for unit in store.units():
        # A unit outlives its source file (a deleted or renamed file): skip what is gone.
        if unit.is_system or not unit.main_file or not os.path.exists(unit.main_file):
            continue
        path = os.path.realpath(unit.main_file)
        if any(path == r or path.startswith(r + os.sep) for r in roots):
            if path not in newest or unit.mtime > newest[path].mtime:
                newest[path] = unit
    return newest


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--package", required=True, help="Package.swift whose platforms are the floor")
    parser.add_argument("--index-store", required=True)
    parser.add_argument("--symbol-graphs", required=True, help="directory of *.symbols.json")
    parser.add_argument("--libindexstore", default="libIndexStore.so")
    parser.add_argument("--require-all", action="store_true",
                        help="fail unless every .swift file under the roots is in the index and not newer than it")
    parser.add_argument("--relative-to", default=os.getcwd())
    parser.add_argument("--can-import", action="append", default=[], metavar="MODULE",
                        help="read `#if canImport(MODULE)` as true when reading scopes (a stand-in's module)")
    parser.add_argument("roots", nargs="+", help="files or folders whose references are checked")
    args = parser.parse_args()

    floor = read_floor(args.package)
    graphs = SymbolGraphs(args.symbol_graphs)
    store = IndexStore(args.index_store, args.libindexstore)
    roots = [os.path.realpath(r) for r in args.roots]
    units = indexed_files(store, roots)

    if args.require_all:
        missing = []
        for root in roots:
            paths = [root] if os.path.isfile(root) else glob.glob(os.path.join(root, "**", "*.swift"), recursive=True)
            for path in paths:
                unit = units.get(os.path.realpath(path))
                if unit is None or os.path.getmtime(path) > unit.mtime:
                    missing.append(os.path.relpath(path, args.relative_to))
        if missing:
            print(f"not indexed, or changed since the index was written ({len(missing)} files, e.g. {missing[0]}):"
                  " run `swift build --build-tests` first", file=sys.stderr)
            return 2

    checked, symbols_seen, candidates = 0, set(), {}
    for path, unit in sorted(units.items()):
        for record, record_file in unit.records:
            if os.path.realpath(record_file) != path:
                continue
            for occurrence in store.occurrences(record):
                if not occurrence.roles & ROLE_REFERENCE or occurrence.roles & (ROLE_DECLARATION | ROLE_DEFINITION):
                    continue
                usr = graphs.lookup(occurrence.usr)
                if usr is None:
                    continue
                checked += 1
                symbols_seen.add(usr)
                introduced, unavailable = graphs.availability(usr)
                newer = {p: v for p, v in introduced.items() if p in floor and v > floor[p]}
                newer.update({p: None for p in unavailable if p in floor})
                if newer:
                    candidates.setdefault(path, []).append((occurrence, usr, newer))

    findings = []
    for path, occurrences in sorted(candidates.items()):
        scopes = Scopes(path, args.can_import)
        for occurrence, usr, newer in occurrences:
            versions, unavailable_here = scopes.at(occurrence.line, occurrence.column)
            problems = []
            for platform in PLATFORMS:
                if platform not in newer or platform in unavailable_here:
                    continue
                needed = newer[platform]
                if needed is None:
                    problems.append(f"unavailable on {platform}")
                elif versions.get(platform, floor[platform]) < needed:
                    problems.append(f"{platform} {show(needed)} (floor {show(floor[platform])})")
            if problems:
                module, name, _ = graphs.symbols[usr]
                findings.append((os.path.relpath(path, args.relative_to), occurrence.line, occurrence.column,
                                 f"'{name}' ({module})", f"is {', '.join(problems)}"))

    # A type and its initializer (`Atomic<Int>(0)`) are two references at one position: one line.
    merged = {}
    for path, line, column, name, problems in findings:
        names = merged.setdefault((path, line, column, problems), [])
        if name not in names:
            names.append(name)
    for (path, line, column, problems), names in sorted(merged.items()):
        print(f"{path}:{line}:{column}: error: {' and '.join(names)} {problems}, not inside #available")
    floor_text = ", ".join(f"{p} {show(floor[p])}" for p in PLATFORMS)
    print(f"checked {checked} references to {len(symbols_seen)} symbols of {', '.join(sorted({graphs.symbols[u][0] for u in symbols_seen}))}"
          f" in {len(units)} files against {floor_text}: {len(merged)} outside an availability scope")
    return 1 if merged else 0


if __name__ == "__main__":
    sys.exit(main())
