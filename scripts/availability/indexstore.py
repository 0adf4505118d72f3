"""Reads an index store (what `swift build` and `swiftc -index-store-path` write) through the
toolchain's libIndexStore C API, with ctypes: the `_f` entry points take a C function pointer
and a context, so no blocks and no compiled helper are needed."""

import ctypes
import os
from dataclasses import dataclass

ROLE_DECLARATION = 1 << 0
ROLE_DEFINITION = 1 << 1
ROLE_REFERENCE = 1 << 2
ROLE_IMPLICIT = 1 << 8
DEPENDENCY_RECORD = 2


class _StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode() if self.length else ""


_p = ctypes.c_void_p
_UNIT_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, _p, _StringRef)
_POINTER_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, _p, _p)


@dataclass
class Unit:
    name: str
    module: str
    main_file: str
    is_system: bool
    mtime: float
    records: list  # (record name, source file path)


@dataclass
class Occurrence:
    usr: str
    name: str
    roles: int
    line: int
    column: int  # 1-based, in UTF-8 bytes


class IndexStore:
    def __init__(self, path, library):
        lib = self.lib = ctypes.CDLL(library)
        for name, restype, argtypes in [
            ("indexstore_store_create", _p, [ctypes.c_char_p, ctypes.POINTER(_p)]),
            ("indexstore_error_get_description", ctypes.c_char_p, [_p]),
            ("indexstore_store_units_apply_f", ctypes.c_bool, [_p, ctypes.c_uint, _p, _UNIT_APPLIER]),
            ("indexstore_unit_reader_create", _p, [_p, ctypes.c_char_p, ctypes.POINTER(_p)]),
            ("indexstore_unit_reader_dispose", None, [_p]),
            ("indexstore_unit_reader_get_main_file", _StringRef, [_p]),
            ("indexstore_unit_reader_get_module_name", _StringRef, [_p]),
            ("indexstore_unit_reader_is_system_unit", ctypes.c_bool, [_p]),
            ("indexstore_unit_reader_get_modification_time", None,
             [_p, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64)]),
            ("indexstore_unit_reader_dependencies_apply_f", ctypes.c_bool, [_p, _p, _POINTER_APPLIER]),
            ("indexstore_unit_dependency_get_kind", ctypes.c_int, [_p]),
            ("indexstore_unit_dependency_get_name", _StringRef, [_p]),
            ("indexstore_unit_dependency_get_filepath", _StringRef, [_p]),
            ("indexstore_record_reader_create", _p, [_p, ctypes.c_char_p, ctypes.POINTER(_p)]),
            ("indexstore_record_reader_dispose", None, [_p]),
            ("indexstore_record_reader_occurrences_apply_f", ctypes.c_bool, [_p, _p, _POINTER_APPLIER]),
            ("indexstore_occurrence_get_symbol", _p, [_p]),
            ("indexstore_occurrence_get_roles", ctypes.c_uint64, [_p]),
            ("indexstore_occurrence_get_line_col", None,
             [_p, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
            ("indexstore_symbol_get_usr", _StringRef, [_p]),
            ("indexstore_symbol_get_name", _StringRef, [_p]),
        ]:
            function = getattr(lib, name)
            function.restype = restype
            function.argtypes = argtypes
        error = _p()
        self.store = lib.indexstore_store_create(os.fsencode(path), ctypes.byref(error))
        if not self.store:
            raise RuntimeError(f"cannot open index store {path}: {self._describe(error)}")

    def _describe(self, error):
        return self.lib.indexstore_error_get_description(error).decode() if error else "unknown error"

    def units(self):
        names = []

        def collect(_context, name):
            names.append(name.text())
            return True

        self.lib.indexstore_store_units_apply_f(self.store, 0, None, _UNIT_APPLIER(collect))
        return [self._unit(name) for name in names]

    def _unit(self, name):
        lib = self.lib
        error = _p()
        reader = lib.indexstore_unit_reader_create(self.store, name.encode(), ctypes.byref(error))
        if not reader:
            raise RuntimeError(f"cannot read unit {name}: {self._describe(error)}")
        try:
            seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
            lib.indexstore_unit_reader_get_modification_time(reader, ctypes.byref(seconds), ctypes.byref(nanoseconds))
            records = []

            def dependency(_context, dep):
                if lib.indexstore_unit_dependency_get_kind(dep) == DEPENDENCY_RECORD:
                    records.append((lib.indexstore_unit_dependency_get_name(dep).text(),
                                    lib.indexstore_unit_dependency_get_filepath(dep).text()))
                return True

            lib.indexstore_unit_reader_dependencies_apply_f(reader, None, _POINTER_APPLIER(dependency))
            return Unit(
                name=name,
                module=lib.indexstore_unit_reader_get_module_name(reader).text(),
                main_file=lib.indexstore_unit_reader_get_main_file(reader).text(),
                is_system=lib.indexstore_unit_reader_is_system_unit(reader),
                mtime=seconds.value + nanoseconds.value / 1e9,
                records=records)
        finally:
            lib.indexstore_unit_reader_dispose(reader)

    def occurrences(self, record):
        lib = self.lib
        error = _p()
        reader = lib.indexstore_record_reader_create(self.store, record.encode(), ctypes.byref(error))
        if not reader:
            raise RuntimeError(f"cannot read record {record}: {self._describe(error)}")
        found = []
        line, column = ctypes.c_uint(), ctypes.c_uint()

        def occurrence(_context, occ):
            symbol = lib.indexstore_occurrence_get_symbol(occ)
            lib.indexstore_occurrence_get_line_col(occ, ctypes.byref(line), ctypes.byref(column))
            found.append(Occurrence(
                usr=lib.indexstore_symbol_get_usr(symbol).text(),
                name=lib.indexstore_symbol_get_name(symbol).text(),
                roles=lib.indexstore_occurrence_get_roles(occ),
                line=line.value, column=column.value))
            return True

        try:
            lib.indexstore_record_reader_occurrences_apply_f(reader, None, _POINTER_APPLIER(occurrence))
        finally:
            lib.indexstore_record_reader_dispose(reader)
        return found
