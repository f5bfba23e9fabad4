// Unit tests run in Node: fake-indexeddb gives the persist layer a real IndexedDB to talk to.
import 'fake-indexeddb/auto';
