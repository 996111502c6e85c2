#!/usr/bin/env python3
"""Checks that a file (or standard input) is one SARIF 2.1.0 log as rlv writes it, and prints
one line per result for FileCheck: RULE-ID KIND LEVEL @FUNCTION FILE-NAME.

It checks what SARIF consumers rely on: strict UTF-8 and one JSON document; version 2.1.0;
one run whose driver lists rules with unique ids, a description and a default level; every
result naming a listed rule by ruleId and the matching ruleIndex, with a message, a valid
kind and level (a kind other than "fail" needs level "none", SARIF 2.1.0 3.27.10), and a
location with an artifact uri.

usage: check_sarif.py [FILE]
"""
import json
import os
import sys

LEVELS = {"none", "note", "warning", "error"}
KINDS = {"pass", "fail", "open", "review", "informational", "notApplicable"}


def fail(msg):
    print(f"check_sarif: {msg}", file=sys.stderr)
    sys.exit(1)


def need(cond, msg):
    if not cond:
        fail(msg)


def check_rules(driver):
    rules = driver.get("rules")
    need(isinstance(rules, list) and rules, "the driver lists no rules")
    ids = []
    for r in rules:
        need(isinstance(r.get("id"), str) and r["id"], f"a rule without an id: {r}")
        need(isinstance(r.get("shortDescription", {}).get("text"), str),
             f"rule {r['id']} has no shortDescription.text")
        level = r.get("defaultConfiguration", {}).get("level")
        need(level in LEVELS, f"rule {r['id']} has default level {level!r}")
        ids.append(r["id"])
    need(len(ids) == len(set(ids)), "rule ids are not unique")
    return ids


def check_result(res, ids):
    rule = res.get("ruleId")
    need(rule in ids, f"result names unlisted rule {rule!r}")
    need(res.get("ruleIndex") == ids.index(rule),
         f"result {rule}: ruleIndex {res.get('ruleIndex')} is not the rule's index {ids.index(rule)}")
    kind = res.get("kind", "fail")
    level = res.get("level", "warning")
    need(kind in KINDS, f"result {rule}: kind {kind!r}")
    need(level in LEVELS, f"result {rule}: level {level!r}")
    need(kind == "fail" or level == "none", f"result {rule}: kind {kind} with level {level}")
    need(isinstance(res.get("message", {}).get("text"), str) and res["message"]["text"],
         f"result {rule}: no message text")
    locs = res.get("locations")
    need(isinstance(locs, list) and len(locs) == 1, f"result {rule}: not one location")
    uri = locs[0].get("physicalLocation", {}).get("artifactLocation", {}).get("uri")
    need(isinstance(uri, str), f"result {rule}: no artifact uri")
    function = "-"
    for logical in locs[0].get("logicalLocations", []):
        need(logical.get("kind") == "function" and isinstance(logical.get("name"), str),
             f"result {rule}: a logical location that is not a named function")
        function = "@" + logical["name"]
    return f"{rule} {kind} {level} {function} {os.path.basename(uri)}"


def main():
    data = open(sys.argv[1], "rb").read() if len(sys.argv) > 1 else sys.stdin.buffer.read()
    try:
        log = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        fail(f"not one UTF-8 JSON document: {e}")
    need(log.get("version") == "2.1.0", f"version {log.get('version')!r}")
    need("sarif-2.1.0" in log.get("$schema", ""), "no SARIF 2.1.0 $schema")
    runs = log.get("runs")
    need(isinstance(runs, list) and len(runs) == 1, "not exactly one run")
    driver = runs[0].get("tool", {}).get("driver", {})
    need(driver.get("name") == "rlv", "the driver is not rlv")
    ids = check_rules(driver)
    results = runs[0].get("results")
    need(isinstance(results, list), "no results list")
    for res in results:
        print(check_result(res, ids))
    print(f"valid SARIF 2.1.0: {len(results)} results")


if __name__ == "__main__":
    main()
