#ifndef RLV_VERSION_H
#define RLV_VERSION_H
#define RLV_VERSION_STRING "0.1.0"
#endif
